// The host's file checks, campaign import/export refusals, LAN close reasons and "Seat N", provoked through the
// real host code: each is a message (never the validator's or our own English), and the window says it in
// English, German and French with no raw key or `{arg}` left and no English sentence in German or French.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CampaignService } from '../../../src/host/campaigns/campaignService';
import { CampaignStore } from '../../../src/host/campaigns/campaignStore';
import { campaignsDirOf } from '../../../src/host/campaigns/campaignsDir';
import { exportCampaign, importCampaign, parseCampaignExport } from '../../../src/host/campaigns/campaignTransfer';
import { ConnectionCounter } from '../../../src/host/lan/connectionLimits';
import { SaveStore } from '../../../src/host/saveStore';
import { ENGINES } from '../../../src/host/systems';
import { seatNumbered } from '../../../src/host/seatName';
import { closeNotice } from '../../../src/renderer/net/closeNotice';
import { sayIn } from '../../../src/renderer/i18n/say';
import { closeReasonMessage } from '../../../src/shared/closeReasons';
import { isMessage, type Message, type MessageOrText } from '../../../src/shared/message';
import { messageSchema } from '../../../src/shared/messageSchema';
import { parseSave } from '../../../src/shared/save';
import { MAX_MESSAGE_BYTES, parseClientMessage, SEAT_TAKEN_OVER_CLOSE_CODE, VISITOR_IDLE_CLOSE_CODE } from '../../../src/shared/protocol';
import { useTempDirs } from '../../host/support/tempDir';
import { sampleSave } from '../../host/support/saves';

const tempDir = useTempDirs();
/** A key left unsaid (area.group.name; a field path such as campaign.seats is a verbatim parameter), an `{arg}`. */
const RAW = /\b(host|lan|campaign|common)\.[a-zA-Z]+\.[a-zA-Z]+|\{[a-zA-Z]+\}|\[object Object\]/;

function refusal(result: { ok: boolean; error?: MessageOrText }): Message {
  expect(result.ok).toBe(false);
  const error = (result as { error: MessageOrText }).error;
  if (!isMessage(error)) throw new Error(`a plain sentence, not a message: ${String(error)}`);
  return error;
}

/** Every key in a message and its nested messages. */
function keysOf(message: Message): string[] {
  const nested = Object.values(message.params ?? {}).flatMap((p) => (isMessage(p) ? keysOf(p) : []));
  return [message.key, ...nested];
}

function provokeFileRefusals(): Message[] {
  const found: Message[] = [];
  const save = JSON.stringify(sampleSave('s'));
  for (const text of [
    '',
    '{"format": "tharsis-save", ',
    '[]',
    JSON.stringify({ ...sampleSave(), format: 'other' }),
    JSON.stringify({ ...sampleSave(), version: 9 }),
    JSON.stringify({ ...sampleSave(), version: 0 }),
    JSON.stringify({ ...sampleSave(), system: 'chess' }),
    JSON.stringify({ ...sampleSave(), setup: undefined }),
    JSON.stringify({ ...sampleSave(), moves: [{ seat: 9, move: {} }] }),
    JSON.stringify({ ...sampleSave(), snapshot: { system: 'dice' } }),
    `${'['.repeat(80)}${']'.repeat(80)}`,
  ]) {
    found.push(refusal(parseSave(text)));
  }
  const dir = tempDir();
  const saves = new SaveStore(dir, { onSkipped: () => {} });
  writeFileSync(join(dir, 'cut.json'), save.slice(0, 40));
  symlinkSync(join(dir, 'cut.json'), join(dir, 'link.json'));
  mkdirSync(join(dir, 'folder.json'));
  writeFileSync(join(dir, 'big.json'), ' '.repeat(21 * 1024 * 1024));
  found.push(refusal(saves.load('cut')), refusal(saves.load('link')), refusal(saves.load('folder')), refusal(saves.load('big')));
  found.push(refusal(saves.load('missing')), refusal(saves.load('../x')), refusal(saves.delete('folder')));
  const campaigns = new CampaignStore(join(dir, 'campaigns'));
  mkdirSync(campaigns.dir, { recursive: true });
  writeFileSync(join(campaigns.dir, 'campaign-foreign.json'), JSON.stringify({ format: 'sheet' }));
  writeFileSync(join(campaigns.dir, 'campaign-future.json'), JSON.stringify({ format: 'tharsis-campaign', version: 99 }));
  writeFileSync(join(campaigns.dir, 'campaign-broken.json'), JSON.stringify({ format: 'tharsis-campaign', version: 1, seats: 3 }));
  for (const id of ['campaign-foreign', 'campaign-future', 'campaign-broken', 'campaign-none']) found.push(refusal(campaigns.load(id)));
  return found;
}

function provokeTransferRefusals(): Message[] {
  const dir = tempDir();
  const saves = new SaveStore(dir, { onSkipped: () => {} });
  const campaigns = new CampaignStore(campaignsDirOf(dir));
  const service = new CampaignService({ engines: ENGINES, saves, campaigns, seed: () => 'refusals' });
  const created = service.create({ name: 'Club', system: 'tiny', seats: [{ name: 'Ada', kind: 'bot', level: 'basic' }, { name: 'Bo', kind: 'bot', level: 'random' }], rules: {} });
  if (!created.ok) throw new Error('no campaign');
  const next = service.continue(created.value.id, { botDelayMs: 0 });
  if (!next.ok) throw new Error('no game');
  next.value.session.close();
  const bundle = exportCampaign(campaigns, saves, created.value.id);
  if (!bundle.ok) throw new Error('no export');
  const exported = bundle.value;
  const first = exported.saves[0]!;
  const found = [
    refusal(parseCampaignExport('{"format":"tharsis-save"}')),
    refusal(parseCampaignExport(JSON.stringify({ ...exported, campaign: { ...exported.campaign, seats: 'many' } }))),
    refusal(parseCampaignExport(JSON.stringify({ ...exported, saves: [{ ...first, snapshot: { system: 'dice' } }] }))),
    refusal(parseCampaignExport(JSON.stringify({ ...exported, saves: [{ ...first, system: 'dice', snapshot: null }] }))),
    refusal(parseCampaignExport(JSON.stringify({ ...exported, saves: [{ ...first, meta: { ...first.meta, gameId: 'stranger' } }] }))),
    refusal(parseCampaignExport(JSON.stringify({ ...exported, saves: [first, first] }))),
    refusal(importCampaign(campaigns, saves, JSON.stringify(exported))),
    refusal(service.create({ name: 'x', system: 'tiny', seats: [], rules: 'none' })),
  ];
  // A different game under the same id is already saved elsewhere: importing into that folder clashes.
  const away = new SaveStore(tempDir(), { onSkipped: () => {} });
  away.write({ ...first, meta: { ...first.meta, players: ['Someone'] } });
  found.push(refusal(importCampaign(new CampaignStore(campaignsDirOf(away.dir)), away, JSON.stringify(exported), 'replace')));
  // A game's save gone from under its campaign: the export names the game.
  saves.delete(first.meta.gameId);
  found.push(refusal(exportCampaign(campaigns, saves, created.value.id)));
  return found;
}

function lanCloses(): Message[] {
  const counter = new ConnectionCounter({ total: 2, perAddress: 1 });
  expect(counter.admit('192.0.2.1')).toBeNull();
  const addressFull = counter.admit('192.0.2.1');
  expect(counter.admit('192.0.2.2')).toBeNull();
  const hostFull = counter.admit('192.0.2.3');
  const said = [addressFull, hostFull, 'lan.closed.tooManyMessages'].map((reason) => closeNotice(1008, reason!));
  return said.map((m) => {
    expect(m).not.toBeNull();
    return m!;
  });
}

describe('host refusals as messages', () => {
  const protocol = ['{"type":', '"hello"', JSON.stringify({ type: 'move', seat: 9, move: {} }), 'x'.repeat(MAX_MESSAGE_BYTES + 1), `${'['.repeat(40)}${']'.repeat(40)}`].map((raw) => refusal(parseClientMessage(raw)));
  const refusals = [...provokeFileRefusals(), ...provokeTransferRefusals(), ...lanCloses(), ...protocol, seatNumbered(2)];

  it('are messages the window accepts, of our own keys (no zod or English text inside)', () => {
    const keys = new Set(refusals.flatMap(keysOf));
    for (const key of ['host.file.empty', 'host.file.notJson', 'host.file.noObject', 'host.file.notASave', 'host.file.newerVersion', 'host.file.unsupportedVersion', 'host.file.unknownSystem', 'host.file.damagedPart', 'host.file.damagedPartAt', 'host.file.snapshotOfOtherGame', 'host.file.tooDeep', 'host.file.inSave', 'host.file.link', 'host.file.notAFile', 'host.file.tooLargeSized', 'host.file.noSuch', 'host.file.badId', 'host.file.notDeletedNotAFile', 'host.file.notACampaign', 'host.file.wrongField', 'host.file.inCampaign', 'host.campaignFile.notAnExport', 'host.campaignFile.gameRefused', 'host.campaignFile.otherSystem', 'host.campaignFile.strangerGame', 'host.campaignFile.sameGameTwice', 'host.campaignFile.alreadyHere', 'host.campaignFile.idClash', 'host.campaignFile.gameNotExported', 'lan.closed.addressFull', 'lan.closed.hostFull', 'lan.closed.tooManyMessages', 'host.seat.numbered', 'host.protocol.notJson', 'host.protocol.malformed', 'host.protocol.malformedField', 'host.protocol.tooLarge', 'host.protocol.tooDeep']) {
      expect(keys, key).toContain(key);
    }
    for (const refused of refusals) {
      expect(messageSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(true);
      // A verbatim parameter is a name, an id, a field path or a system code: never a sentence.
      for (const text of JSON.stringify(refused).match(/"[^"]{30,}"/g) ?? []) expect(text).not.toMatch(/ [a-z]+ [a-z]+ /);
    }
  });

  it('are said in English, German and French, with no raw key and no English left in German or French', () => {
    const [en, de, fr] = (['en', 'de', 'fr'] as const).map(sayIn);
    for (const refused of refusals) {
      const english = en!(refused);
      expect(english).not.toMatch(RAW);
      for (const say of [de!, fr!]) {
        const said = say(refused);
        expect(said, english).not.toMatch(RAW);
        expect(said).not.toBe(english);
      }
    }
    expect(de!(seatNumbered(1))).toBe('Platz 2');
  });

  it('a close reason is said only when it is ours and the window does not reconnect or hear it otherwise', () => {
    expect(closeNotice(1008, 'some other words')).toBeNull();
    expect(closeNotice(SEAT_TAKEN_OVER_CLOSE_CODE, 'lan.closed.seatTakenOver')).toBeNull();
    expect(closeNotice(VISITOR_IDLE_CLOSE_CODE, 'lan.closed.idle')).toBeNull();
    expect(closeReasonMessage('lan.closed.idle')).toEqual({ key: 'lan.closed.idle' });
    for (const key of ['lan.closed.seatTakenOver', 'lan.closed.idle', 'lan.closed.tooManyMessages', 'lan.closed.hostFull', 'lan.closed.addressFull']) {
      expect(Buffer.byteLength(key)).toBeLessThanOrEqual(123);
    }
  });
});
