// The campaign screens' words for what the host sends as ids: game systems, score parts, records.
import type { RecordId } from '../../shared/campaign';
import type { SystemId } from '../../shared/systems';
import type { Say } from '../i18n/say';

export const SYSTEM_NAME_KEYS: Record<SystemId, string> = { tm: 'common.system.tm', tiny: 'common.system.tiny', dice: 'common.system.dice' };

/** The parts of a final score as the host's statistics name them (src/host/stats/gameStats.ts), per game. */
const PART_KEYS: Record<string, string> = {
  TR: 'campaign.part.tr',
  Milestones: 'campaign.part.milestones',
  Awards: 'campaign.part.awards',
  Greeneries: 'campaign.part.greeneries',
  Cities: 'campaign.part.cities',
  Cards: 'campaign.part.cards',
  Greenery: 'campaign.part.greenery',
  Water: 'campaign.part.water',
  Heat: 'campaign.part.heat',
  Track: 'campaign.part.track',
};

/** A score part's column heading; an unknown part (a newer host) is shown by its id. */
export const sayPart = (say: Say, part: string): string => (PART_KEYS[part] ? say(PART_KEYS[part]) : part);

const RECORD_KEYS: Record<RecordId, string> = {
  highestScore: 'campaign.record.highestScore',
  lowestWinningScore: 'campaign.record.lowestWinningScore',
  widestMargin: 'campaign.record.widestMargin',
};

/** A record's name; an unknown id (a newer host) is shown as it is. */
export const sayRecord = (say: Say, record: string): string => (record in RECORD_KEYS ? say(RECORD_KEYS[record as RecordId]) : record);
