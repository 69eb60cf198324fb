// Campaign messages through the hub: the host's window creates, lists and continues campaigns; LAN
// clients may not touch them.
import { describe, expect, it } from 'vitest';
import { CampaignService } from '../../src/host/campaigns/campaignService';
import { CampaignStore } from '../../src/host/campaigns/campaignStore';
import { campaignsDirOf } from '../../src/host/campaigns/campaignsDir';
import { Hub } from '../../src/host/hub';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { parseHostMessage } from '../../src/shared/hostMessages';
import type { ClientMessage, HostMessage } from '../../src/shared/protocol';
import { useTempDirs } from './support/tempDir';
import { msg } from '../../src/shared/message';

const tempDir = useTempDirs();

function makeHub() {
  const dir = tempDir();
  const store = new SaveStore(dir, { onSkipped: () => {} });
  const campaigns = new CampaignService({ engines: ENGINES, saves: store, campaigns: new CampaignStore(campaignsDirOf(dir)) });
  return new Hub({ engines: ENGINES, store, botDelayMs: 0, version: 'test', campaigns });
}

function connect(hub: Hub, trusted = true) {
  const inbox: HostMessage[] = [];
  // Every message must also pass the window's own check unchanged, or the real UI would never see it.
  const connection = hub.connect((m) => {
    expect(parseHostMessage(JSON.stringify(m))).toEqual(m);
    inbox.push(m);
  }, { trusted });
  return {
    send: (message: ClientMessage) => connection.receive(JSON.stringify(message)),
    take: () => inbox.splice(0),
  };
}

describe('campaigns through the hub', () => {
  it('creates a campaign, continues it into a game and lists its standings', () => {
    const hub = makeHub();
    const host = connect(hub);
    host.send({ type: 'createCampaign', requestId: 'c', campaign: { name: 'Club', system: 'tiny', seats: [{ name: 'Me', kind: 'human' }, { name: 'Bot', kind: 'bot', level: 'basic' }] } });
    const [createdReply] = host.take();
    expect(createdReply).toMatchObject({ type: 'campaign', requestId: 'c', campaign: { name: 'Club', games: 0 } });
    const id = (createdReply as Extract<HostMessage, { type: 'campaign' }>).campaign.id;
    host.send({ type: 'continueCampaign', requestId: 'n', campaignId: id });
    const replies = host.take();
    expect(replies.find((m) => m.type === 'campaign')).toMatchObject({ campaign: { games: 1, current: hub.session!.gameId } });
    expect(replies.some((m) => m.type === 'view')).toBe(true);
    host.send({ type: 'listCampaigns', requestId: 'l' });
    expect(host.take()).toEqual([
      expect.objectContaining({ type: 'campaigns', requestId: 'l', skipped: [], campaigns: [expect.objectContaining({ id, standings: [expect.objectContaining({ name: 'Me', played: 0, rating: 1500 }), expect.objectContaining({ name: 'Bot' })] })] }),
    ]);
    host.send({ type: 'renameCampaign', requestId: 'r', campaignId: id, name: 'Club 2' });
    expect(host.take()).toEqual([expect.objectContaining({ type: 'campaign', campaign: expect.objectContaining({ name: 'Club 2' }) })]);
    host.send({ type: 'continueCampaign', requestId: 'x', campaignId: 'campaign-none' });
    expect(host.take()).toEqual([expect.objectContaining({ type: 'error', requestId: 'x', message: msg('host.file.noSuch', { kind: 'campaign', id: 'campaign-none' }) })]);
  });

  it('replays the game in progress from its save, hiding the seats not played here, and gives its statistics', () => {
    const hub = makeHub();
    const host = connect(hub);
    host.send({ type: 'createCampaign', requestId: 'c', campaign: { name: 'Club', system: 'tiny', seats: [{ name: 'Me', kind: 'human' }, { name: 'Bot', kind: 'bot', level: 'basic' }] } });
    const id = (host.take()[0] as Extract<HostMessage, { type: 'campaign' }>).campaign.id;
    host.send({ type: 'continueCampaign', requestId: 'n', campaignId: id });
    host.take();
    const saveId = hub.session!.gameId;
    host.send({ type: 'replayStep', requestId: 'r0', saveId, step: 0, seat: 0 });
    host.send({ type: 'replayStep', requestId: 'r1', saveId, step: 0, seat: 1 });
    host.send({ type: 'replayStep', requestId: 'rp', saveId, step: 99_999, seat: null });
    host.send({ type: 'gameStats', requestId: 's', saveId });
    const [mine, theirs, end, stats] = host.take();
    expect(mine).toMatchObject({ type: 'replayView', requestId: 'r0', step: 0, seat: 0, view: { system: 'tiny', viewer: 0 } });
    expect(theirs).toMatchObject({ type: 'error', requestId: 'r1', message: { key: 'host.replay.seatHidden', params: { number: 2 } } });
    expect(end).toMatchObject({ type: 'replayView', step: hub.session!.moves.length, length: hub.session!.moves.length, generations: [expect.objectContaining({ generation: 1, step: 0 })] });
    expect(stats).toMatchObject({ type: 'gameStats', stats: { gameId: saveId, system: 'tiny', finished: false, players: ['Me', 'Bot'] } });
  });

  it('refuses campaign messages from the network', () => {
    const hub = makeHub();
    const visitor = connect(hub, false);
    visitor.send({ type: 'listCampaigns', requestId: 'l' });
    expect(visitor.take()).toEqual([expect.objectContaining({ type: 'error', requestId: 'l' })]);
    visitor.send({ type: 'historyStats', requestId: 'h', system: 'tm' });
    expect(visitor.take()).toEqual([expect.objectContaining({ type: 'error', requestId: 'h' })]);
  });

  it("answers the host's window with the statistics of every finished game of a system", async () => {
    const hub = makeHub();
    const host = connect(hub);
    host.send({ type: 'historyStats', requestId: 'h', system: 'tm' });
    await expect.poll(() => host.take()).toEqual([{ type: 'historyStats', requestId: 'h', system: 'tm', stats: { games: 0, averageLength: null, records: [], corporations: [], cards: [] } }]);
  });
});
