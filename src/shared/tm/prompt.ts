import type { Message } from '../message';
import type { CardId, Payment, Seat, SpaceId, TileKind } from './basics';
import type { CellFit, ModuleInfoView } from './cornucopia';

/** One thing a player may do on their turn in the action phase. */
export type ActionChoice =
  | { type: 'playCard'; cards: PlayableCard[] }
  | { type: 'standardProject'; projects: { name: StandardProjectName; cost: number }[] }
  | { type: 'cardAction'; cards: CardId[] }
  | { type: 'claimMilestone'; milestones: string[]; cost: number }
  | { type: 'fundAward'; awards: string[]; cost: number }
  | { type: 'convertPlants'; cost: number }
  | { type: 'convertHeat'; cost: number }
  /** Colonies: send a trade fleet; each entry is one way to pay the fee. */
  | { type: 'trade'; payments: TradePayment[] }
  /** Cornucopia: use one of the factory's module actions on one of these modules. */
  | { type: 'moduleAction'; modules: CardId[]; left: number }
  | { type: 'pass' }
  | { type: 'endTurn' };

export interface PlayableCard {
  card: CardId;
  /** Cost after discounts. */
  cost: number;
  /** Which non-M€ resources may pay for it (and how much each is worth). */
  steelValue: number; // 0 when steel cannot be used
  titaniumValue: number; // 0 when titanium cannot be used
  heatUsable: boolean;
  /** Helion: heat the card's own effect spends (Local Heat Trapping's 5), so it cannot also pay the cost. */
  heatReserved?: number;
}

export type StandardProjectName = 'Sell Patents' | 'Power Plant' | 'Asteroid' | 'Aquifer' | 'Greenery' | 'City' | 'Build Colony' | 'Food Factory' | 'Production Module';

/** Colonies: what a trade fee may be paid with, and how much of it (after discounts). */
export type TradeResource = 'megacredits' | 'energy' | 'titanium';
export interface TradePayment {
  resource: TradeResource;
  amount: number;
}

/** One corporation offered at the opening, with what it means for buying the starting cards. */
export interface OpeningCorporation {
  id: CardId;
  /** M€ the player will have with this corporation, to buy the cards kept. */
  megacredits: number;
  /** M€ each kept card costs with this corporation (3, or 5 for Polyphemos). */
  costEach: number;
}

/** Marks the first step of an action that has paid and revealed nothing yet: a `cancel` move takes the action back. */
interface Cancellable {
  cancellable?: boolean;
}

/** Everything a player must decide is one of these. The engine never waits on anything else. */
export type Prompt =
  | { kind: 'action'; seat: Seat; title: Message; choices: ActionChoice[]; actionsTaken: number }
  | {
      kind: 'cards';
      seat: Seat;
      title: Message;
      cards: CardId[];
      min: number;
      max: number;
      /** M€ each chosen card costs (buying at research / setup), 0 when free. */
      costEach: number;
    }
  | ({ kind: 'space'; seat: Seat; title: Message; tile: TileKind; spaces: SpaceId[] } & Cancellable)
  | { kind: 'player'; seat: Seat; title: Message; players: Seat[] }
  | { kind: 'amount'; seat: Seat; title: Message; min: number; max: number }
  | { kind: 'option'; seat: Seat; title: Message; /** What each option says; the answer is the option's index. */
      options: Message[] }
  | ({ kind: 'payment'; seat: Seat; title: Message; cost: number; heatUsable: boolean; steelValue: number; titaniumValue: number } & Cancellable)
  /** The opening (rulebook): the dealt corporations and project cards seen together; one corporation and the cards to keep are chosen at once. */
  | { kind: 'opening'; seat: Seat; title: Message; corporations: OpeningCorporation[]; cards: CardId[] }
  /** Colonies: pick one of these colony tiles (by name), e.g. to build on or to trade with. */
  | ({ kind: 'colony'; seat: Seat; title: Message; tiles: string[] } & Cancellable)
  /** Cornucopia: pick a cell of the seat's 3x3 factory grid (0..8, row by row) for this module. */
  | { kind: 'grid'; seat: Seat; title: Message; module: CardId; cells: number[]; placing: ModuleInfoView; fits: CellFit[] };

export type PromptKind = Prompt['kind'];

/** The answers to prompts. An action-phase move answers an `action` prompt. */
export type Move =
  | { type: 'playCard'; card: CardId; payment: Payment }
  | { type: 'standardProject'; project: StandardProjectName }
  | { type: 'cardAction'; card: CardId }
  | { type: 'claimMilestone'; milestone: string }
  | { type: 'fundAward'; award: string }
  | { type: 'convertPlants' }
  | { type: 'convertHeat' }
  | { type: 'trade'; pay: TradeResource }
  | { type: 'pass' }
  | { type: 'endTurn' }
  | { type: 'cards'; cards: CardId[] }
  | { type: 'space'; space: SpaceId }
  | { type: 'player'; player: Seat }
  | { type: 'amount'; amount: number }
  | { type: 'option'; index: number }
  | { type: 'payment'; payment: Payment }
  | { type: 'opening'; corporation: CardId; cards: CardId[] }
  | { type: 'colony'; tile: string }
  | { type: 'moduleAction'; module: CardId }
  | { type: 'grid'; cell: number }
  /** Takes back an action still at a cancellable step (nothing paid or revealed yet): its turn prompt returns. */
  | { type: 'cancel' };

export type MoveType = Move['type'];
