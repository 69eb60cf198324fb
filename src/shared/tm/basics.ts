// Vocabulary shared by the engine, the host and the renderer for Terraforming Mars.
// Plain string unions so that every value is JSON and readable in a save file.

export const RESOURCES = ['megacredits', 'steel', 'titanium', 'plants', 'energy', 'heat'] as const;
export type Resource = (typeof RESOURCES)[number];

export const TAGS = [
  'building', 'space', 'science', 'power', 'earth', 'jovian', 'plant', 'microbe', 'animal', 'city', 'event', 'wild',
] as const;
export type Tag = (typeof TAGS)[number];

/** Resources that live on cards rather than in a player's stock. */
export const CARD_RESOURCES = ['microbe', 'animal', 'science', 'fighter', 'floater', 'camp'] as const;
export type CardResource = (typeof CARD_RESOURCES)[number];

export const PARAMETERS = ['temperature', 'oxygen', 'oceans'] as const;
export type Parameter = (typeof PARAMETERS)[number];

export type TileKind = 'ocean' | 'greenery' | 'city' | 'special';

/** Identifies a card (project or corporation) by its reference number, e.g. "009" or "R08". */
export type CardId = string;
/** Identifies a board space, e.g. "r4c2"; off-map spaces have names ("phobos", "ganymede"). */
export type SpaceId = string;
export type Seat = number;

export type Stock = Record<Resource, number>;

export const emptyStock = (): Stock => ({ megacredits: 0, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0 });

export interface Payment {
  megacredits: number;
  steel: number;
  titanium: number;
  heat: number;
}

export const PLAYER_COLORS = ['red', 'green', 'blue', 'yellow', 'black'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export type CardType = 'automated' | 'active' | 'event' | 'corporation';
export type CardSet = 'base' | 'corpera' | 'colonies' | 'cornucopia';
