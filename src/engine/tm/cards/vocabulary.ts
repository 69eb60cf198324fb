// The declarative vocabulary that cards, corporations and standard projects are written in.
// A card is data; anything the vocabulary cannot say is a named hook (see hooks.ts), never a special case in the core.
import type { CardId, CardResource, CardSet, CardType, Parameter, Resource, Seat, Tag, TileKind } from '../../../shared/tm/basics';
import type { StandardProjectName } from '../../../shared/tm/prompt';
import type { ColonyCardRules } from '../colonies/cardRules';
import type { Message } from '../../../shared/message';

/** A number, or a quantity read from the game when the effect resolves. `per` divides and rounds down. */
export type Amount = number | Count;
export type Count =
  | { count: 'tags'; tag: Tag; who?: 'self' | 'all'; per?: number; times?: number }
  | { count: 'tiles'; tile: 'city' | 'greenery' | 'ocean'; who?: 'self' | 'all'; onMarsOnly?: boolean; per?: number; times?: number }
  | { count: 'resourcesHere'; per?: number; times?: number };

/** Where a tile may go, beyond the standard rules for its kind. */
export type Placement =
  | 'standard'
  | 'volcanic' // one of the named volcano spaces
  | 'noctis' // the reserved Noctis City space
  | 'phobos' // off-map city space
  | 'ganymede' // off-map city space
  | 'isolated' // no adjacent tiles at all
  | 'oceanSpace' // on a space reserved for oceans, but not an ocean tile (e.g. Mangrove counts as greenery there)
  | 'nextToCity' // adjacent to at least one city tile
  | 'nextToOwn' // adjacent to a tile you own
  | 'steelOrTitaniumBonus' // a space whose printed bonus is steel or titanium (mining tiles)
  | 'nextToGreenery' // adjacent to at least one greenery tile (any owner)
  | 'bonusNextToOwn' // a steel or titanium bonus space that touches one of your tiles (Mining Area)
  | 'nextToTwoCities' // a land space touching at least 2 cities, ignoring the city spacing rule (Urbanized Area)
  | 'anyLand'; // any land space, ignoring the greenery/city adjacency rules

export type Effect =
  /** Change your own production (negative allowed if you can afford it; the card is unplayable otherwise). */
  | { do: 'production'; resource: Resource; amount: Amount }
  /** Red-bordered: a player you choose (yourself if nobody else can) loses that much production. Mandatory. */
  | { do: 'productionOfAny'; resource: Resource; amount: number }
  /** Gain (or, negative, pay) resources in your own stock. */
  | { do: 'gain'; resource: Resource; amount: Amount }
  /** Red-bordered and optional: remove up to `amount` of a stock resource from any player (or only `among` them). */
  | { do: 'removeFromAny'; resource: Resource; amount: number; among?: Seat[] }
  /** Steal up to `amount` of a stock resource from another player (you gain what they lose). */
  | { do: 'steal'; resource: Resource; amount: number }
  | { do: 'raise'; parameter: Parameter; steps: number }
  | { do: 'tr'; amount: number }
  /** Place a tile; `then` names an effect hook run with the chosen space (Flooding). */
  | { do: 'place'; tile: TileKind; special?: string; where?: Placement; then?: string }
  | { do: 'draw'; amount: Amount }
  /**
   * Add resources to a card: this card, any of your cards that holds the kind, another of them, one of
   * yours that already holds some (any kind), or the card whose play set off a trigger (bound as `card`).
   */
  | { do: 'addResource'; amount: Amount; to: 'here' | 'anyCard' | 'otherCard' | 'cardWithResources' | 'playedCard'; resource?: CardResource; card?: CardId }
  /** Look at the top `look` project cards, keep `keep` of them for free, discard the rest. */
  | { do: 'lookAndKeep'; look: number; keep: number }
  /** Optional: discard a card from hand to draw a card. */
  | { do: 'cycleCard' }
  /** Put your marker on a free land space: only you may place a tile there later. */
  | { do: 'claimSpace' }
  /** The next project card you play this generation costs `discount` less and/or has `slack` steps on global requirements. */
  | { do: 'nextCard'; discount?: number; slack?: number }
  /** Pay M€ (a cost): Helion may use heat, and steel or titanium may help where the card says so. */
  | { do: 'payMoney'; amount: number; steel?: boolean; titanium?: boolean }
  /** Spend heat (a cost): floaters that stand in for heat (Stormcraft) may help. */
  | { do: 'payHeat'; amount: number }
  /** Remove resources from this card (as the cost of an action or effect). */
  | { do: 'spendResourceHere'; amount: number }
  /** Red-bordered: remove up to `amount` resources of a kind from any player's card (optional). */
  | { do: 'removeResourceFromAnyCard'; resource: CardResource; amount: number }
  /**
   * Pick one list of effects. Options whose effects cannot resolve are not offered. An option's
   * `source` makes its effects resolve as if from that card (Robotic Workforce copying a card).
   */
  | { do: 'choose'; options: { label: Message; effects: Effect[]; source?: CardId }[] }
  /** Bespoke logic with a name; see hooks.ts. */
  | { do: 'hook'; name: string };

export type Requirement =
  | { parameter: Parameter; min?: number; max?: number }
  | { tag: Tag; min: number }
  | { production: Resource; min: number }
  | { tiles: 'city' | 'greenery'; who: 'self' | 'all'; min: number };

/** A blue card's action: usable once per generation. Spending effects come first. */
export interface CardAction {
  /** Effects that pay for the action; it is only offered when all of them can be paid. */
  cost?: Effect[];
  effects: Effect[];
  /** Name of a play-check hook: the action is only offered when it returns null. */
  check?: string;
  /** What the action says when a card offers several (`tmPrompt.cardAction.*`, "Spend 1 steel: gain 7 M€"). */
  label?: Message;
}

/** Things that happen to which a card reacts. */
export type TriggerEvent =
  | {
      on: 'cardPlayed'; tag?: Tag; who: 'self' | 'any'; /** only cards with a requirement */ withRequirement?: boolean;
      /** The played card must also carry this tag (e.g. tag 'event' + andTag 'space' = a space event). */
      andTag?: Tag;
    }
  | {
      on: 'tilePlaced'; tile: TileKind; who: 'self' | 'any'; onMarsOnly?: boolean;
      /** Only when the space's printed placement bonus includes one of these (Mining Guild). */
      spaceBonus?: ('steel' | 'titanium')[];
    }
  | { on: 'standardProject'; who: 'self' }
  | { on: 'paidAtLeast'; amount: number; who: 'self' };

export interface Trigger {
  when: TriggerEvent;
  /** Who gets the effects: the card's owner (default) or the player who caused the event. */
  beneficiary?: 'owner' | 'actor';
  effects: Effect[];
}

export type VictoryPoints =
  | number
  | { per: 'resource'; every: number; points?: number }
  | { per: 'tag'; tag: Tag; every: number; who?: 'self' | 'all' }
  | { per: 'tiles'; tile: 'city' | 'greenery' | 'ocean'; every: number; who?: 'self' | 'all'; adjacentOnly?: boolean }
  | { hook: string };

export interface CardDef {
  id: CardId;
  name: string;
  set: CardSet;
  type: CardType;
  cost: number | null;
  tags: Tag[];
  requirements?: Requirement[];
  /** Effects when the card is played (or the corporation chosen). */
  onPlay?: Effect[];
  /** Blue-card actions; with more than one the player chooses. */
  actions?: CardAction[];
  triggers?: Trigger[];
  /**
   * Lasting discount on cards you play, optionally per tag: `amount` for each such tag on the card,
   * or once per card with the tag when `oncePerCard` (Mass Converter).
   */
  discount?: { amount: number; tag?: Tag; standardProjects?: boolean; oncePerCard?: boolean };
  /** Lasting discount on named standard projects, in M€ (ThorGate: Power Plant 3 M€ cheaper). */
  standardProjectDiscount?: Partial<Record<StandardProjectName, number>>;
  /** Lasting extra value for steel or titanium when you pay with them. */
  paymentBonus?: { steel?: number; titanium?: number };
  /** Lasting change to global requirements you must meet, in steps (Adaptation Technology style). */
  requirementSlack?: number;
  holds?: CardResource;
  /** Abilities that only matter with the Colonies expansion (trade discounts, colony triggers). */
  colonyRules?: ColonyCardRules;
  /** Resources on this card can never be removed, not even by its owner (Pets). */
  resourcesProtected?: boolean;
  /** Opponents cannot remove these from the owner: stock resources and resources on cards (Protected Habitats). */
  shieldsOwner?: { stock?: Resource[]; cardResources?: CardResource[] };
  /** Name of a play-check hook for conditions the requirement list cannot express. */
  playCheck?: string;
  vp?: VictoryPoints;
  /** Corporations only. */
  corporation?: {
    startingMC: number;
    startingProduction?: Partial<Record<Resource, number>>;
    startingResources?: Partial<Record<Resource, number>>;
    /** Effects the corporation performs as its first action of the game. */
    firstAction?: Effect[];
    /** Heat may be spent as M€ (Helion). */
    heatAsMegacredits?: boolean;
    /** Plants needed for a greenery conversion, when not 8 (Ecoline). */
    plantsPerGreenery?: number;
    /** Price of buying a project card into hand, when not 3 M€ (Polyphemos). */
    cardBuyCost?: number;
  };
}
