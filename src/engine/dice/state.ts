// The whole Dice Game as plain JSON: copy with clonePlain, hash with hashOf, save as is.
import type { Message } from '../../shared/message';
import type { Die, DieColour, Face, TileKind } from '../../shared/dice/basics';
import type { DiceScoreLine } from '../../shared/dice/view';
import type { Effect } from './cards/vocabulary';
import type { RngState } from '../core/rng';
import type { SoloStartTile } from './soloStart';

export interface DicePlayer {
  name: string;
  color: string;
  kind: 'human' | 'bot';
  corporation: string | null;
  /** The two corporations dealt at setup (hidden from others until one is chosen). */
  corporationOptions: string[];
  hand: string[];
  /** Project cards in play, in the order played. */
  played: string[];
  /** Blue cards flipped sideways (action used until the next production turn). */
  used: string[];
  bonusCards: string[];
  dice: Die[];
  wild: number;
  /** The VP track. */
  vp: number;
  /** Bonus cards already taken from the VP track (0, 1 or 2). */
  bonusStepsTaken: number;
  placed: Record<TileKind, number>;
}

/** One effect waiting to be resolved for a seat. */
export interface QueuedEffect {
  seat: number;
  effect: Effect;
  source: string;
}

/** A decision the game waits for; the prompt and its legal answers are computed from it. */
export type Decision =
  | { kind: 'soloStart'; seat: number; tile: SoloStartTile }
  | { kind: 'corporation'; seat: number }
  | { kind: 'gift'; seat: number; to: number }
  | { kind: 'turn'; seat: number }
  | { kind: 'keepDice'; seat: number }
  | { kind: 'discardCards'; seat: number }
  | { kind: 'support'; seat: number }
  | { kind: 'main'; seat: number }
  | { kind: 'finish'; seat: number }
  | { kind: 'bonus'; seat: number }
  | { kind: 'place'; seat: number; tile: TileKind; source: string }
  | { kind: 'rotate'; seat: number; left: number; source: string }
  | { kind: 'chooseColour'; seat: number; n: number; source: string }
  | { kind: 'lose'; seat: number; source: string };

/** What the current turn has done so far. */
export interface TurnProgress {
  kind: 'production' | 'action' | null;
  productionStep: 'keep' | 'discard' | 'produce' | 'done';
  /** Support actions taken (a second one replaces the main action). */
  supportsDone: number;
  mainDone: boolean;
  secondSupport: boolean;
  /** The player chose to end the turn (after free actions). */
  ended: boolean;
}

export interface DiceState {
  system: 'dice';
  version: 1;
  seed: string;
  rng: RngState;
  boardSide: 'A' | 'B';
  solo: boolean;
  /** Solo: the player still places the neutral start tiles (soloStart.ts); absent once placed, or when drawn. */
  soloStartChosen?: true;
  players: DicePlayer[];
  /** Dice left in the pool, by colour. */
  pool: Record<DieColour, number>;
  deck: string[];
  discard: string[];
  /** Bonus cards still available this game (face down). */
  bonusDeck: string[];
  corporationDeck: string[];
  milestones: { id: string; claimedBy: number | null; removed: boolean }[];
  awards: { colour: DieColour; face: Face }[];
  /** Steps raised on each track (0 = start). */
  temperature: number;
  oxygen: number;
  oceans: number;
  tiles: Record<string, { kind: TileKind; owner: number | null; special?: string }>;
  firstPlayer: number;
  current: number;
  /** Turns started so far (solo: the turn marker). */
  turn: number;
  /** The flow chart's state value as a dotted path, e.g. "turn.support". */
  flow: string;
  turnProgress: TurnProgress;
  /** Seats still to choose a corporation, in order. */
  setupQueue: number[];
  queue: QueuedEffect[];
  pending: Decision | null;
  endTriggered: boolean;
  lastTurnsLeft: number | null;
  finished: boolean;
  scores: FinalScore[] | null;
  /** What happened, as words-as-data (the renderer says each entry in the player's language). */
  log: Message[];
  lastRoll: { seat: number; dice: Die[]; seq: number } | null;
  rollSeq: number;
  stats: Record<string, number>;
}

/** A final score line; the view adds the player's name. */
export type FinalScore = Omit<DiceScoreLine, 'name'>;
