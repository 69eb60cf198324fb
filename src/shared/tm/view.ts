import type { Message } from '../message';
import type { CardId, CardResource, CardSet, CardType, Parameter, PlayerColor, Resource, Seat, SpaceId, Stock, Tag, TileKind } from './basics';
import type { CornucopiaView, ModuleInfoView } from './cornucopia';
import type { Prompt, StandardProjectName } from './prompt';
import type { ColonyReward } from './colonyReward';

/** How a card is shown to a player: its public facts. Its name and text are the renderer's (catalogue keys by id). */
export interface CardInfo {
  id: CardId;
  name: string;
  set: CardSet;
  type: CardType;
  cost: number | null;
  tags: Tag[];
  /** True when the card has an action (a blue "Action:"), so it can be ready or used; effect-only cards have none. */
  hasAction?: boolean;
  /** Its requirements as the face shows them (e.g. oxygen 5 % or less), one message each; empty when none. */
  requirements: Message[];
  /** Victory points as shown on the card ("2 VP", "1 VP per 2 animals"); null when it scores none. */
  vp: Message | null;
  resourceType?: CardResource;
  /** Cornucopia: set on a production module, with its edge elements and both faces. */
  module?: ModuleInfoView;
}

export interface PlayedCardView {
  id: CardId;
  resources: number;
  /** True when its blue action was used this generation. */
  actionUsed: boolean;
}

export interface PlayerView {
  seat: Seat;
  name: string;
  color: PlayerColor;
  corporation: CardId | null;
  tr: number;
  stock: Stock;
  production: Stock;
  handCount: number;
  /** Only present for the viewer's own seat (and for everyone once the game has ended). */
  hand?: CardId[];
  /** With `hand`: what each hand card would cost this player now, after discounts (ThorGate's, Earth Office's…). */
  handPrices?: Record<CardId, number>;
  played: PlayedCardView[];
  passed: boolean;
  tags: Partial<Record<Tag, number>>;
  /** Victory points counted so far (exact at the end). */
  vp: number;
}

export interface TileView {
  kind: TileKind;
  owner: Seat | null;
  /** A special tile (or a city such as the Capital) is named after the card that placed it: that card's id. */
  specialCard?: CardId;
}

export interface SpaceView {
  id: SpaceId;
  row: number;
  col: number;
  /** 'ocean' = reserved for oceans; 'offmap' for the space cities. */
  type: 'land' | 'ocean' | 'offmap';
  /** A printed proper name (Tharsis Tholus, the Mons), said verbatim in every language. */
  name?: string;
  /** A space kept for one card (Noctis City, the cities in orbit): it is named by that card's name. */
  reservedCard?: CardId;
  bonus: Partial<Record<'steel' | 'titanium' | 'plants' | 'cards' | 'heat', number>>;
  tile?: TileView;
  /** Land Claim: only this seat may place a tile here. */
  claimedBy?: Seat;
}

export interface MilestoneView {
  /** The milestone's English name, which also names it in moves; the renderer says it from the catalogue. */
  name: string;
  claimedBy: Seat | null;
  /** Each player's current progress toward it. */
  progress: number[];
  threshold: number;
}

export interface AwardView {
  /** The award's English name, which also names it in moves; the renderer says it from the catalogue. */
  name: string;
  fundedBy: Seat | null;
  standings: number[];
}

/** The price and points of milestones, as the engine applies them. */
export interface MilestoneTerms {
  /** M€ to claim one. */
  cost: number;
  vp: number;
  /** How many may be claimed in the whole game, and how many are. */
  maxClaimed: number;
  claimed: number;
  /** False where the game has none (solo). */
  inPlay: boolean;
}

/** The prices and points of awards, as the engine applies them. */
export interface AwardTerms {
  /** M€ to fund the 1st, 2nd, 3rd award (whoever funds it). */
  costs: number[];
  /** What the next award funded costs, or null when no more may be funded. */
  nextCost: number | null;
  vp: { first: number; second: number };
  /** With two players only first place scores. */
  secondPlaceScores: boolean;
  inPlay: boolean;
}

/** Why a standard project cannot be used now (the renderer words it). */
export type StandardProjectBlock =
  | { key: 'noCardsInHand' }
  | { key: 'needsMegacredits'; cost: number }
  | { key: 'noSpaceFor'; tile: 'ocean' | 'greenery' | 'city' }
  | { key: 'noColonySpot' }
  | { key: 'noFoodFactoryChoice' }
  | { key: 'noModuleFits' };

/** A usable project that will do less than printed (paid for nothing more, per the rulebook). */
export type StandardProjectNote = { key: 'oceansAllPlaced' } | { key: 'temperatureMaxed' };

/** One standard project of this game, in the rulebook's order, as the viewer may use it now. */
export interface StandardProjectView {
  name: StandardProjectName;
  printedCost: number;
  /** The viewer's price after lasting discounts (ThorGate's Power Plant). */
  cost: number;
  blocked: StandardProjectBlock | null;
  note?: StandardProjectNote;
}

/** A space offered by a space prompt: what placing there touches (its name and bonus are on the SpaceView). */
export interface SpaceChoiceView {
  id: SpaceId;
  /** Tiles on the neighbouring spaces, by kind. */
  adjacent: { ocean: number; greenery: number; city: number; special: number };
  /** Neighbouring tiles the placing player owns. */
  ownAdjacent: number;
  /** M€ the placement earns from neighbouring oceans. */
  oceanBonus: number;
}

/** One line of the game's story, as words-as-data (the renderer says it in the reader's language). */
export interface LogEntry {
  generation: number;
  seat: Seat | null;
  message: Message;
}

export interface ScoreLine {
  seat: Seat;
  tr: number;
  milestones: number;
  awards: number;
  greeneries: number;
  cities: number;
  cards: number;
  total: number;
  megacredits: number;
  rank: number;
}

export interface GameOptionsView {
  corporateEra: boolean;
  draft: boolean;
  solo: boolean;
  colonies?: boolean;
  cornucopia?: boolean;
  cornucopiaDraft?: boolean;
}

/** Colonies: one colony tile (a moon) as every seat sees it. */
export interface ColonyTileView {
  name: string;
  /** Closed tiles wait for a card that can hold their resource; nobody may build or trade there. */
  open: boolean;
  /** Index 0..6 of the track step under the marker. */
  marker: number;
  /** What one trade yields at each step 0..6 (the screen says it). */
  track: ColonyReward[];
  /** Owners of the colonies, in the order they were built (spots 0, 1, 2). */
  colonies: Seat[];
  /** The seat whose trade fleet is docked here this generation, if any. */
  fleet: Seat | null;
  /** What each colony owner here gets whenever anyone trades. */
  colonyBonus: ColonyReward;
  /** What whoever builds a colony here gets, once. */
  placementBonus: ColonyReward;
}

export interface ColoniesView {
  tiles: ColonyTileView[];
  /** Trade fleets each seat owns, and how many of them are still free this generation. */
  fleets: { seat: Seat; total: number; free: number }[];
}

export interface TmView {
  system: 'tm';
  /** The seat this view was made for, or null for a spectator. */
  viewer: Seat | null;
  generation: number;
  /** The generation-flow chart's current state, e.g. "action" or "research". */
  phase: string;
  firstPlayer: Seat;
  activePlayer: Seat | null;
  parameters: Record<Parameter, number>;
  parameterLimits: Record<Parameter, { min: number; max: number; step: number }>;
  spaces: SpaceView[];
  players: PlayerView[];
  milestones: MilestoneView[];
  awards: AwardView[];
  milestoneTerms: MilestoneTerms;
  awardTerms: AwardTerms;
  /** The viewer's view of every standard project of this game (empty for a spectator). */
  standardProjects: StandardProjectView[];
  /** With a space prompt: each offered space's neighbourhood. */
  spaceChoices?: SpaceChoiceView[];
  /** The viewer's pending decision, if any. */
  prompt: Prompt | null;
  /** Seats that currently have a decision to make. */
  waitingFor: Seat[];
  log: LogEntry[];
  deckCount: number;
  discardCount: number;
  options: GameOptionsView;
  /** Every card mentioned anywhere in this view, so the UI can show it. */
  cards: Record<CardId, CardInfo>;
  scores: ScoreLine[] | null;
  /** Colonies expansion state; absent when it is not in play. */
  colonies?: ColoniesView;
  /** Cornucopia expansion state; absent when it is not in play. */
  cornucopia?: CornucopiaView;
  /** Seed is shown only once the game has ended (it reveals the deck order). */
  seed: string | null;
}

export type { Resource };
