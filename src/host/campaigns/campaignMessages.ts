// The hub's answers to campaign messages (the host's own window only; the hub refuses them from LAN
// clients). Continuing a campaign yields a session for the hub to make current.
import type { CampaignClientMessage, CampaignHostMessage } from '../../shared/campaign';
import type { Answer } from '../answer';
import type { Session } from '../session';
import { summaryOf, type CampaignService, type SessionRunOptions } from './campaignService';

export interface CampaignAnswer {
  reply: CampaignHostMessage;
  /** The campaign's game to play now (continue). */
  session?: Session;
}

/** The messages a campaign service answers (the history's statistics read the saves listing: the hub's). */
export type CampaignServiceMessage = Exclude<CampaignClientMessage, { type: 'historyStats' }>;

export function answerCampaignMessage(service: CampaignService, message: CampaignServiceMessage, run: SessionRunOptions): Answer<CampaignAnswer> {
  const { requestId } = message;
  const answer = (changed: Answer<Parameters<typeof summaryOf>[0]>): Answer<CampaignAnswer> =>
    changed.ok ? { ok: true, value: { reply: { type: 'campaign', requestId, campaign: summaryOf(changed.value) } } } : changed;
  switch (message.type) {
    case 'listCampaigns':
      return { ok: true, value: { reply: { type: 'campaigns', requestId, ...service.list() } } };
    case 'createCampaign':
      return answer(service.create(message.campaign));
    case 'continueCampaign': {
      const continued = service.continue(message.campaignId, run);
      if (!continued.ok) return continued;
      return { ok: true, value: { reply: { type: 'campaign', requestId, campaign: summaryOf(continued.value.campaign) }, session: continued.value.session } };
    }
    case 'renameCampaign':
      return answer(service.rename(message.campaignId, message.name));
    case 'archiveCampaign':
      return answer(service.setArchived(message.campaignId, message.archived));
    case 'setCampaignRules':
      return answer(service.setRules(message.campaignId, message.rules));
    case 'campaignStats': {
      const stats = service.stats(message.campaignId);
      return stats.ok ? { ok: true, value: { reply: { type: 'campaignStats', requestId, stats: stats.value } } } : stats;
    }
    case 'deleteCampaign': {
      const deleted = service.delete(message.campaignId);
      return deleted.ok ? { ok: true, value: { reply: { type: 'campaigns', requestId, ...service.list() } } } : deleted;
    }
  }
}
