// The engine's words as data: builders of the `tm.*` messages the log, prompts and errors are made of, so each
// family of keys is spelled in one place (the renderer's catalogues say them; tests derive the keys from here).
import { msg, type Message } from '../message';
import type { CardId, CardResource, Parameter, Resource, TileKind } from './basics';
import { cardName } from './contentKeys';
import type { StandardProjectName } from './prompt';
import type { SpaceView } from './view';

/** "3 M€", "1 plant": an amount of a stock resource. */
export const resourceAmount = (resource: Resource, count: number): Message => msg(`tm.amount.${resource}`, { count });

/** "2 energy production": an amount of a production track. */
export const productionAmount = (resource: Resource, count: number): Message => msg(`tm.amount.production.${resource}`, { count });

/** Resources that live on cards, plus the plain word "resource" when the kind is not known. */
export type CardResourceWord = CardResource | 'resource';
export const cardResourceAmount = (kind: CardResourceWord, count: number): Message => msg(`tm.amount.cardResource.${kind}`, { count });

/** "2 cards". */
export const cardsAmount = (count: number): Message => msg('tm.amount.cards', { count });

/** A tile with its indefinite article ("a greenery"). */
export const tileWithArticle = (tile: TileKind): Message => msg(`tm.tile.${tile}`);

/** A special tile is named after the card that places it ("the Nuclear Zone tile"). */
export const specialTile = (card: CardId): Message => msg('tm.tile.special', { card: cardName(card) });

export const parameterName = (parameter: Parameter): Message => msg(`tm.parameter.${parameter}`);

export const STANDARD_PROJECT_KEYS: Record<StandardProjectName, string> = {
  'Sell Patents': 'sellPatents', 'Power Plant': 'powerPlant', Asteroid: 'asteroid', Aquifer: 'aquifer', Greenery: 'greenery',
  City: 'city', 'Build Colony': 'buildColony', 'Food Factory': 'foodFactory', 'Production Module': 'productionModule',
};
export const standardProjectName = (name: StandardProjectName): Message => msg(`tm.standardProject.${STANDARD_PROJECT_KEYS[name]}`);

const BONUS_KINDS = ['steel', 'titanium', 'plants', 'cards', 'heat'] as const;

/** What a space's placement bonus gives, as a list of amounts (empty when nothing). */
export function bonusAmounts(bonus: SpaceView['bonus']): Message[] {
  return BONUS_KINDS.filter((kind) => (bonus[kind] ?? 0) > 0).map((kind) =>
    kind === 'cards' ? cardsAmount(bonus[kind]!) : resourceAmount(kind, bonus[kind]!),
  );
}

/** A space's own name, if it has one: the card's name for a space kept for a card, else its printed proper name (verbatim). */
export function spaceName(space: Pick<SpaceView, 'name' | 'reservedCard'>): Message | string | undefined {
  return space.reservedCard ? cardName(space.reservedCard) : space.name;
}

/** A space as a player reads it: its own name, else its kind and bonus. */
export function spaceMessage(space: Pick<SpaceView, 'type' | 'bonus' | 'name' | 'reservedCard'>): Message | string {
  const name = spaceName(space);
  if (name) return name;
  const bonus = bonusAmounts(space.bonus);
  return bonus.length > 0 ? msg('tm.space.withBonus', { kind: space.type, bonus }) : msg('tm.space.empty', { kind: space.type });
}

/** A Cornucopia food factory by its type ("a Maritorem"). */
export const factoryName = (type: string): Message => msg(`tm.factory.${type}`);
