// Campaigns: a named series of games for one group of seats under one set of rules. The campaign file
// keeps who sits where and each game's outcome; the games themselves are ordinary saves, named by id.
// Files come from disk or from another computer (export/import): every field is checked.
import { z } from 'zod';
import type { Message, MessageOrText } from './message';
import { saveFileSchema, SAVE_ID_PATTERN } from './save';
import { systemIdSchema, type SystemId } from './systems';

export const CAMPAIGN_FORMAT = 'tharsis-campaign';
export const CAMPAIGN_EXPORT_FORMAT = 'tharsis-campaign-export';
export const CAMPAIGN_VERSION = 1;
/** Campaign ids are file names too, like save ids. */
export const CAMPAIGN_ID_PATTERN = SAVE_ID_PATTERN;
export const MAX_CAMPAIGN_GAMES = 1000;

const campaignSeat = z.number().int().min(0).max(4);

/** A seat of the group: a person by name, or a bot by level (the level's names depend on the system). */
export const campaignSeatSchema = z.object({
  name: z.string().trim().min(1).max(24),
  kind: z.enum(['human', 'bot']),
  level: z.string().min(1).max(16).optional(),
});
export type CampaignSeat = z.infer<typeof campaignSeatSchema>;

/** How one finished game went, per campaign seat (not per game seat: the first player rotates). */
export const gameResultSchema = z.object({
  finishedAt: z.iso.datetime({ offset: true }),
  /** Generations (TM), rounds (TINYforming Mars, Dice Game) played. */
  generations: z.number().int().min(0).max(1000),
  places: z
    .array(z.object({ seat: campaignSeat, score: z.number().int().min(-1000).max(100_000), rank: z.number().int().min(1).max(5) }))
    .min(1)
    .max(5),
  /** Solo games: whether the player met the goal; null in games with several players. */
  soloWon: z.boolean().nullable(),
});
export type GameResult = z.infer<typeof gameResultSchema>;

export const campaignGameSchema = z.object({
  gameId: z.string().regex(SAVE_ID_PATTERN),
  startedAt: z.iso.datetime({ offset: true }),
  /** The campaign seat at each game seat: seat 0 plays first, so this rotates from game to game. */
  order: z.array(campaignSeat).min(1).max(5),
  /** The rules this game was played with (the system's options, checked by its setup schema). */
  rules: z.record(z.string().max(40), z.unknown()),
  result: gameResultSchema.nullable(),
});
export type CampaignGame = z.infer<typeof campaignGameSchema>;

export const campaignFileSchema = z.object({
  format: z.literal(CAMPAIGN_FORMAT),
  version: z.literal(CAMPAIGN_VERSION),
  id: z.string().regex(CAMPAIGN_ID_PATTERN),
  name: z.string().trim().min(1).max(60),
  system: systemIdSchema,
  createdAt: z.iso.datetime({ offset: true }),
  archived: z.boolean(),
  seats: z.array(campaignSeatSchema).min(1).max(5),
  /** The rules of the next game; each game keeps its own copy, since they may change between games. */
  rules: z.record(z.string().max(40), z.unknown()),
  games: z.array(campaignGameSchema).max(MAX_CAMPAIGN_GAMES),
});
export type CampaignFile = z.infer<typeof campaignFileSchema>;

/** One file with a campaign and every save of its games, to carry it to another computer. */
export const campaignExportSchema = z.object({
  format: z.literal(CAMPAIGN_EXPORT_FORMAT),
  version: z.literal(CAMPAIGN_VERSION),
  campaign: campaignFileSchema,
  saves: z.array(saveFileSchema).max(MAX_CAMPAIGN_GAMES),
});
export type CampaignExport = z.infer<typeof campaignExportSchema>;

/** A seat's record over the campaign. The rating is null for solo campaigns (nobody to be rated against). */
export interface Standing {
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  played: number;
  wins: number;
  avgScore: number | null;
  bestScore: number | null;
  rating: number | null;
}

export interface CampaignSummary {
  id: string;
  name: string;
  system: SystemId;
  createdAt: string;
  archived: boolean;
  seats: CampaignSeat[];
  rules: Record<string, unknown>;
  games: number;
  finished: number;
  /** The game in progress, if any (continue resumes it). */
  current: string | null;
  /** Each game's save id and, once it has ended, its result, in the order played. */
  history: { gameId: string; result: GameResult | null }[];
  standings: Standing[];
}

/** What a campaign may be created with (from the Campaigns screen or the command line). */
export const newCampaignSchema = z.object({
  name: z.string().trim().min(1).max(60),
  system: systemIdSchema,
  seats: z.array(campaignSeatSchema).min(1).max(5),
  rules: z.record(z.string().max(40), z.unknown()).default({}),
});
export type NewCampaign = z.input<typeof newCampaignSchema>;

const requestId = z.string().min(1).max(64).optional();
const campaignId = z.string().regex(CAMPAIGN_ID_PATTERN);

/** Campaign messages a client may send (the host's own window only). */
export const campaignClientMessageSchemas = [
  z.object({ type: z.literal('listCampaigns'), requestId }),
  z.object({ type: z.literal('createCampaign'), requestId, campaign: newCampaignSchema }),
  z.object({ type: z.literal('continueCampaign'), requestId, campaignId }),
  z.object({ type: z.literal('renameCampaign'), requestId, campaignId, name: z.string().trim().min(1).max(60) }),
  z.object({ type: z.literal('archiveCampaign'), requestId, campaignId, archived: z.boolean() }),
  z.object({ type: z.literal('setCampaignRules'), requestId, campaignId, rules: z.record(z.string().max(40), z.unknown()) }),
  z.object({ type: z.literal('deleteCampaign'), requestId, campaignId }),
  z.object({ type: z.literal('campaignStats'), requestId, campaignId }),
  // The same statistics over every finished game of one system in the saves folder, campaign or not.
  z.object({ type: z.literal('historyStats'), requestId, system: systemIdSchema }),
] as const;

export const CAMPAIGN_MESSAGE_TYPES = new Set(campaignClientMessageSchemas.map((schema) => schema.shape.type.value));

export type CampaignHostMessage =
  | { type: 'campaigns'; requestId?: string; campaigns: CampaignSummary[]; skipped: { file: string; error: MessageOrText }[] }
  | { type: 'campaign'; requestId?: string; campaign: CampaignSummary }
  | { type: 'campaignStats'; requestId?: string; stats: CampaignStats }
  | { type: 'historyStats'; requestId?: string; system: SystemId; stats: GamesStats };

/** A campaign message after validation. */
export type CampaignClientMessage = z.output<(typeof campaignClientMessageSchemas)[number]>;

/** A game's statistics, computed at the host by replaying its saved moves (public information only). */
/** One thing that scored points at the end: the TR (the Dice Game's VP track), a card, a tile, a milestone or an award. */
export interface ScoreSource {
  kind: 'tr' | 'track' | 'card' | 'city' | 'greenery' | 'milestone' | 'award';
  /** What scored, as words for the screen (a card's or milestone's name, "City, row 4, place 5"). */
  name: Message;
  points: number;
}

/** Resources by kind (Terraforming Mars: megacredits, steel, titanium, plants, energy, heat). */
export type ResourceCounts = Record<string, number>;

export interface GameStats {
  gameId: string;
  system: SystemId;
  players: string[];
  moves: number;
  finished: boolean;
  /** Each player's score (TM: VP counted so far; TINY: its scoring; Dice: its VP track) and TM's TR, at the end of every generation or round. */
  byGeneration: { generation: number; score: number[]; tr: number[] | null }[];
  /** The final score sheet: each player's points by kind (TM: TR, milestones, awards, greeneries, cities, cards). */
  /** A player's name, or "Seat N" as a message when the game kept none. */
  breakdown: { seat: number; name: MessageOrText; rank: number; total: number; parts: Record<string, number> }[];
  /** TM: how many steps each seat raised each global parameter. */
  parameterRaises: { parameter: string; bySeat: number[] }[] | null;
  /** TM: each award with who funded it and every player's value. */
  awards: { name: string; fundedBy: number | null; values: number[] }[] | null;
  /** TM and the Dice Game: where each seat's points come from (every card, tile, milestone and award), at the last position. */
  sources: ScoreSource[][] | null;
  /** TM: each seat's resources produced (production phases) and spent (its own costs), by kind. */
  resources: { produced: ResourceCounts; spent: ResourceCounts }[] | null;
}

/** The records kept across finished games. */
export type RecordId = 'highestScore' | 'lowestWinningScore' | 'widestMargin';

/** Across a campaign's finished games: lengths, records, and (Terraforming Mars) corporations and cards. */
/** Statistics across finished games (a campaign's, or every game of one system). */
export interface GamesStats {
  games: number;
  /** Average generations (TM) or rounds per game. */
  averageLength: number | null;
  /** Each record by its id (the screen names it in the player's language). */
  records: { label: RecordId; name: MessageOrText; value: number; game: number }[];
  /** Terraforming Mars: who played each corporation and how often it won. */
  corporations: { /** The card's id (the screen names it) */ id: string; name: string; played: number; won: number }[];
  /** Terraforming Mars: the most played project cards, with how often their player won. */
  cards: { /** The card's id (the screen names it) */ id: string; name: string; played: number; won: number }[];
}

export interface CampaignStats extends GamesStats {
  campaignId: string;
}
