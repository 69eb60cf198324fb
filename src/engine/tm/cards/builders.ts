// Small builders that card data is written with, shared by every card file so the data reads alike.
import type { Message } from '../../../shared/message';
import type { CardResource, Parameter, Resource, Tag, TileKind } from '../../../shared/tm/basics';
import type { Amount, Effect, Placement, Requirement } from './vocabulary';

// ---- Requirement helpers (values in printed units) ----
export const minOf = (parameter: Parameter, min: number): Requirement => ({ parameter, min });
export const maxOf = (parameter: Parameter, max: number): Requirement => ({ parameter, max });
export const tagsAtLeast = (tag: Tag, min: number): Requirement => ({ tag, min });
export const productionAtLeast = (production: Resource, min: number): Requirement => ({ production, min });

// ---- Effect helpers ----
export const production = (resource: Resource, amount: Amount): Effect => ({ do: 'production', resource, amount });
export const gain = (resource: Resource, amount: Amount): Effect => ({ do: 'gain', resource, amount });
export const payMoney = (amount: number): Effect => ({ do: 'payMoney', amount });
export const payHeat = (amount: number): Effect => ({ do: 'payHeat', amount });
export const anyLoses = (resource: Resource, amount: number): Effect => ({ do: 'productionOfAny', resource, amount });
export const removePlants = (amount: number): Effect => ({ do: 'removeFromAny', resource: 'plants', amount });
export const raise = (parameter: Parameter, steps: number): Effect => ({ do: 'raise', parameter, steps });
export const ocean: Effect = { do: 'place', tile: 'ocean' };
export const place = (tile: TileKind, where?: Placement, special?: string): Effect => {
  const e: Effect = { do: 'place', tile };
  if (where) e.where = where;
  if (special) e.special = special;
  return e;
};
export const draw = (amount: Amount): Effect => ({ do: 'draw', amount });
export const tr = (amount: number): Effect => ({ do: 'tr', amount });
export const addHere = (amount: number): Effect => ({ do: 'addResource', amount, to: 'here' });
export const addToAny = (resource: CardResource, amount: number): Effect => ({ do: 'addResource', amount, to: 'anyCard', resource });
export const addToOther = (resource: CardResource, amount: number): Effect => ({ do: 'addResource', amount, to: 'otherCard', resource });
export const spendHere = (amount: number): Effect => ({ do: 'spendResourceHere', amount });
export const hook = (name: string): Effect => ({ do: 'hook', name });
export const choose = (...options: [Message, Effect[]][]): Effect => ({ do: 'choose', options: options.map(([label, effects]) => ({ label, effects })) });
export const myTags = (tag: Tag, per?: number): Amount => (per ? { count: 'tags', tag, per } : { count: 'tags', tag });
export const allCities = (onMarsOnly = false): Amount => (onMarsOnly ? { count: 'tiles', tile: 'city', who: 'all', onMarsOnly } : { count: 'tiles', tile: 'city', who: 'all' });
