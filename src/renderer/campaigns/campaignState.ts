// What the Campaigns, report and replay screens know: the campaign list, one game's statistics and the
// replay position being watched. Kept apart from the game store; fed by the host's campaign messages.
import { create } from 'zustand';
import type { CampaignHostMessage, CampaignStats, CampaignSummary, GameStats, GamesStats, NewCampaign } from '../../shared/campaign';
import type { SystemId } from '../../shared/systems';
import type { MessageOrText } from '../../shared/message';
import type { ReplayHostMessage } from '../../shared/replay';
import { useLan } from '../lan';
import { actions as appActions, send, useApp } from '../store';

export interface CampaignState {
  campaigns: CampaignSummary[] | null;
  skipped: { file: string; error: MessageOrText }[];
  /** The game whose report or replay is shown. */
  gameId: string | null;
  stats: GameStats | null;
  replay: Extract<ReplayHostMessage, { type: 'replayView' }> | null;
  /** Statistics across the games of the campaign last asked about. */
  campaignStats: CampaignStats | null;
  /** Statistics across every finished game of the system last asked about (the Load screen). */
  historyStats: { system: SystemId; stats: GamesStats } | null;
}

export const useCampaigns = create<CampaignState>(() => ({ campaigns: null, skipped: [], gameId: null, stats: null, replay: null, campaignStats: null, historyStats: null }));

let nextRequest = 1;
const requestId = () => `c${nextRequest++}`;

export function handleCampaignMessage(message: CampaignHostMessage | ReplayHostMessage): void {
  switch (message.type) {
    case 'campaigns':
      useCampaigns.setState({ campaigns: message.campaigns, skipped: message.skipped });
      return;
    case 'campaign':
      useCampaigns.setState((s) => ({ campaigns: upsert(s.campaigns ?? [], message.campaign) }));
      useApp.setState({ busy: false });
      return;
    case 'campaignStats':
      useCampaigns.setState({ campaignStats: message.stats });
      return;
    case 'historyStats':
      useCampaigns.setState({ historyStats: { system: message.system, stats: message.stats } });
      return;
    case 'gameStats':
      if (message.stats.gameId === useCampaigns.getState().gameId) useCampaigns.setState({ stats: message.stats });
      return;
    case 'replayView':
      if (message.saveId === useCampaigns.getState().gameId) useCampaigns.setState({ replay: message });
      return;
  }
}

function upsert(list: CampaignSummary[], campaign: CampaignSummary): CampaignSummary[] {
  return list.some((c) => c.id === campaign.id) ? list.map((c) => (c.id === campaign.id ? campaign : c)) : [campaign, ...list];
}

export const campaignActions = {
  list(): void {
    send({ type: 'listCampaigns', requestId: requestId() });
  },
  create(campaign: NewCampaign): void {
    send({ type: 'createCampaign', requestId: requestId(), campaign });
  },
  continue(campaignId: string): void {
    useApp.setState({ busy: true });
    send({ type: 'continueCampaign', requestId: requestId(), campaignId });
  },
  rename(campaignId: string, name: string): void {
    send({ type: 'renameCampaign', requestId: requestId(), campaignId, name });
  },
  archive(campaignId: string, archived: boolean): void {
    send({ type: 'archiveCampaign', requestId: requestId(), campaignId, archived });
  },
  remove(campaignId: string): void {
    send({ type: 'deleteCampaign', requestId: requestId(), campaignId });
  },
  stats(campaignId: string): void {
    send({ type: 'campaignStats', requestId: requestId(), campaignId });
  },
  historyStats(system: SystemId): void {
    useCampaigns.setState({ historyStats: null });
    send({ type: 'historyStats', requestId: requestId(), system });
  },
  /** Opens a game's report: its statistics, and the campaign it belongs to. */
  report(gameId: string): void {
    useCampaigns.setState({ gameId, stats: null, replay: null });
    send({ type: 'gameStats', requestId: requestId(), saveId: gameId });
    // Campaigns are the host's: a LAN player sees the game's own statistics only.
    if (!playsFromAfar()) campaignActions.list();
    appActions.goto('report');
  },
  /** Opens the replay of a game at its start (a LAN player watches its own seat unless told otherwise). */
  replay(gameId: string, seat: number | null = useLan.getState().mySeat): void {
    useCampaigns.setState({ gameId, replay: null });
    campaignActions.step(gameId, 0, seat);
    appActions.goto('replay');
  },
  step(gameId: string, step: number, seat: number | null): void {
    send({ type: 'replayStep', requestId: requestId(), saveId: gameId, step: Math.max(0, step), seat });
  },
};

/** This window plays a seat of a game hosted on another computer. */
export function playsFromAfar(): boolean {
  return useLan.getState().mySeat !== null;
}
