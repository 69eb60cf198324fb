// What one seat may see of a Dice Game: no other seat's hand, no deck order, no face-down bonus cards.
import type { CardColour, Die, DieColour, Face, TileKind } from './basics';
import type { Message } from '../message';
import type { DicePrompt } from './prompt';

export interface DiceCardView {
  id: string;
  name: Message;
  kind: CardColour | 'corporation' | 'bonus';
  cost: Face[];
  /** Our own short wording of what the card does. */
  text: Message;
  /** VP counted at the end of the game (red ribbon). */
  endVp: number;
  /** True for content designed by this project rather than taken from the published game. */
  ours: boolean;
  /** A blue card flipped sideways this round (its action is used). */
  used?: boolean;
}

export interface DicePlayerView {
  seat: number;
  name: string;
  color: string;
  kind: 'human' | 'bot';
  corporation: DiceCardView | null;
  vp: number;
  wild: number;
  dice: Die[];
  handCount: number;
  /** Only for the viewing seat. */
  hand?: DiceCardView[];
  played: DiceCardView[];
  bonusCards: DiceCardView[];
  /** Dice rolled on a production turn, by colour. */
  production: Record<DieColour, number>;
  /** Names of the milestones this player claimed. */
  milestones: Message[];
  /** Die symbols in the costs of this player's played cards (what awards count). */
  symbols: Partial<Record<Face, number>>;
}

export interface DiceAreaView {
  id: string;
  row: number;
  col: number;
  kind: 'land' | 'ocean';
  /** The placement bonus, one short label per effect ("+1 VP", "roll 2 green"…); empty when none. */
  bonus: Message[];
  /** The special tile reserved for this area, if any (its id: say it with `specialTileName`). */
  special?: string;
  tile?: { kind: TileKind; owner: number | null };
}

export interface DiceTrackView {
  value: number;
  max: number;
  /** Printed values along the track (for display), e.g. [-32, -28, …]. */
  labels: number[];
  /** The bonus of a step, one short label per effect, keyed by step index. */
  bonuses: Record<number, Message[]>;
}

export interface DiceScoreLine {
  seat: number;
  name: string;
  track: number;
  milestones: number;
  awards: number;
  cards: number;
  total: number;
  production: number;
  rank: number;
}

export interface DiceSoloResult {
  completed: boolean;
  score: number;
  /** The benchmark row reached (its id: say it as `dice.soloRating.<id>`), null when the score does not count. */
  rating: string | null;
  table: { from: number; to: number | null; rating: string }[];
}

export interface DiceView {
  system: 'dice';
  viewer: number | null;
  solo: boolean;
  /** Turn number (solo: the turn marker, 1..50). */
  turn: number;
  round: number;
  current: number;
  firstPlayer: number;
  oxygen: DiceTrackView;
  temperature: DiceTrackView;
  oceans: { placed: number; max: number };
  pool: Record<DieColour, number>;
  areas: DiceAreaView[];
  milestones: { id: string; name: Message; text: Message; claimedBy: number | null; removed: boolean; removedAtTurn?: number }[];
  awards: { colour: DieColour; face: Face; threshold?: number }[];
  players: DicePlayerView[];
  deckCount: number;
  discardCount: number;
  bonusCardsLeft: number;
  /** The viewing seat's decision, or null if it has none now. */
  prompt: DicePrompt | null;
  waitingFor: number[];
  /** What happened, as words-as-data; a plain string is an entry of an older version, shown as it is. */
  log: (Message | string)[];
  /** The most recent roll, for the dice animation; seq grows with every roll. */
  lastRoll: { seat: number; dice: Die[]; seq: number } | null;
  lastTurnsLeft: number | null;
  finished: boolean;
  scores: DiceScoreLine[] | null;
  /** The one seat ranked first; null in solo and when players are still tied after the tie-breaker (a rematch decides). */
  winner: number | null;
  soloResult: DiceSoloResult | null;
}
