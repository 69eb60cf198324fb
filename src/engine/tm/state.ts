// The whole game as plain JSON data. No classes, no closures: any moment can be saved, sent or replayed.
import type { CardId, Parameter, PlayerColor, Seat, SpaceId, Stock, TileKind } from '../../shared/tm/basics';
import type { LogEntry } from '../../shared/tm/view';
import type { Prompt } from '../../shared/tm/prompt';
import type { Effect } from './cards/vocabulary';
import type { ColoniesState } from './colonies/model';
import type { CornucopiaState, FactoryState } from './cornucopia/model';
import type { RngState } from '../core/rng';
import type { ResourceFlow } from './resourceFlow';

export interface PlayedCard {
  id: CardId;
  resources: number;
  actionUsed: boolean;
}

export interface PlayerState {
  seat: Seat;
  name: string;
  color: PlayerColor;
  beginner: boolean;
  corporation: CardId | null;
  tr: number;
  stock: Stock;
  production: Stock;
  hand: CardId[];
  /** Project cards in play, including events (which keep their place for VP but not for tags). */
  played: PlayedCard[];
  /** The corporation's own resources and action use live here too. */
  corporationCard: PlayedCard | null;
  passed: boolean;
  actionsThisTurn: number;
  /** Set when the corporation still owes its first action. */
  firstActionPending: boolean;
  /** Cards offered in setup/research that this player must choose from. */
  offered: CardId[];
  corporationsOffered: CardId[];
  /** TR gained this generation (for cards and statistics). */
  trRaisedThisGeneration: boolean;
  /** Draft variant: the cards this player must pick one from now. */
  draftHand: CardId[];
  /** Indentured Workers / Special Design: a benefit for the next project card played in that generation. */
  nextCard?: { discount: number; slack: number; generation: number };
  /** Cornucopia: this player's food factory and its modules, once built. */
  factory?: FactoryState;
  /** Resources produced and spent so far, by kind (statistics). */
  flow: ResourceFlow;
}

export interface Tile {
  kind: TileKind;
  owner: Seat | null;
  special?: string;
}

/** A decision waiting for a seat, and how to resume once it is answered. */
export interface PendingDecision {
  prompt: Prompt;
  /** Name of the resolver that consumes the answer (see resolvers.ts), with its data. */
  resolver: string;
  data: Record<string, unknown>;
}

/** Queued effect waiting to resolve, with the player it belongs to and the card it came from. */
export interface QueuedEffect {
  seat: Seat;
  source: CardId | null;
  effect: Effect;
}

export interface TmOptions {
  corporateEra: boolean;
  draft: boolean;
  solo: boolean;
  /** Missing in saves made before the Colonies expansion existed: read as false. */
  colonies?: boolean;
  /** Cornucopia and its drafting variant; missing in older saves: read as false. */
  cornucopia?: boolean;
  cornucopiaDraft?: boolean;
}

export interface TmState {
  system: 'tm';
  version: 1;
  seed: string;
  rng: RngState;
  options: TmOptions;
  /** The generation-flow chart's state value (see flow/generationMachine.ts). */
  flow: string;
  generation: number;
  maxGenerations: number | null;
  firstPlayer: Seat;
  activePlayer: Seat | null;
  players: PlayerState[];
  parameters: Record<Parameter, number>;
  tiles: Record<SpaceId, Tile>;
  deck: CardId[];
  discard: CardId[];
  corporationDeck: CardId[];
  claimedMilestones: { name: string; seat: Seat }[];
  /** Land Claim markers: only the claiming seat may place a tile on these spaces. */
  claims?: Partial<Record<SpaceId, Seat>>;
  fundedAwards: { name: string; seat: Seat }[];
  /** Pending decisions, at most one per seat; simultaneous phases have several. */
  pending: Partial<Record<Seat, PendingDecision>>;
  /** Effects waiting to resolve for the current action, in order. */
  queue: QueuedEffect[];
  /** The seat whose action (or conversion) is resolving; null between actions. */
  acting: Seat | null;
  log: LogEntry[];
  moveCount: number;
  /** Neutral cities placed in solo set-up and similar ownerless tiles use owner null. */
  finished: boolean;
  scores: import('../../shared/tm/view').ScoreLine[] | null;
  stats: Record<string, number>;
  /** Colonies expansion state, present only when it is in play. */
  colonies?: ColoniesState;
  /** Cornucopia expansion state, present only when it is in play. */
  cornucopia?: CornucopiaState;
}
