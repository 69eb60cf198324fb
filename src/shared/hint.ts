// "What would the bot do?": the host's answer to a player's hint request, the same for every game system.
// The host sends data only (numbers, moves, a reason key with its params); the window words it.
import type { MessageOrText } from './message';

/** One of the best few answers, with the share of sampled games (played on to the end) it went on to win. */
export interface HintChoice {
  move: unknown;
  /** 0…1; null when the game system cannot estimate it. */
  winChance: number | null;
  /** The 95 % range of that chance (Wilson score interval over the games played), null before any game. */
  low: number | null;
  high: number | null;
  /** Sampled games behind the chance (the same worlds for every answer). */
  games: number;
}

/**
 * How the suggestion stands against the next best answer:
 * - `refining`: more games are being played; the two are not told apart yet;
 * - `clear`: the sampled games tell the suggestion apart from the next best (paired 95 % range of the difference above zero);
 * - `aboutEqual`: after the whole budget the two could not be told apart, or differ by too little to matter;
 * - `single`: only one answer was weighed (the others are not worth comparing, or there is no other).
 */
export type HintVerdict = 'refining' | 'clear' | 'aboutEqual' | 'single';

/** What a chance is a chance of: winning, or in a solo game reaching that game's goal. */
export type HintChanceOf = 'win' | 'terraformInTime' | 'emptySupplies' | 'finishMars';

/** Why the suggestion, as a key the window words, with its params (numbers, resource or card ids). */
export const HINT_REASON_KEYS = [
  'hint.reason.morePoints',
  'hint.reason.moreTr',
  'hint.reason.moreProduction',
  'hint.reason.moreResource',
  'hint.reason.moreCards',
  'hint.reason.claimsMilestone',
  'hint.reason.fundsAward',
  'hint.reason.moreTerraforming',
  'hint.reason.moreCubes',
  'hint.reason.winsMoreGames',
  'hint.reason.onlyChoice',
] as const;
export type HintReasonKey = (typeof HINT_REASON_KEYS)[number];

export interface HintReason {
  key: HintReasonKey;
  params: Record<string, string | number>;
  /** Index in `choices` of the answer the suggestion is compared with; null when there is none. */
  versus: number | null;
}

export interface HintReport {
  /** The answer the bot would give now (`choices[0]`). */
  move: unknown;
  /** The best few answers, the suggestion first, the rest by their chance. */
  choices: HintChoice[];
  /** Sampled worlds behind each chance. */
  worlds: number;
  verdict: HintVerdict;
  chanceOf: HintChanceOf;
  reason: HintReason | null;
  /** The last update of this hint: the host has stopped refining it. */
  final: boolean;
  /** Moves played when it was asked: the position it belongs to. */
  moveCount: number;
}

/** Whether a client may ask for hints now, and why not. */
export interface HintState {
  available: boolean;
  /** Why not, when not available: a message, or a sentence from a host of an older version. */
  reason?: MessageOrText;
  /** The host lets players of its LAN game ask for hints. */
  lanAllowed: boolean;
  /** Moves played so far: a hint belongs to the position it was asked in (the view's log is only a tail). */
  moveCount: number;
}
