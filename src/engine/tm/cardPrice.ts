// What buying a project card into hand costs a player (research, starting hand).
import type { CardId } from '../../shared/tm/basics';
import { getCard } from './cards/catalogue';
import type { PlayerState } from './state';

export const CARD_BUY_COST = 3;

/** 3 M€, unless the player's corporation changes it (Polyphemos pays 5). */
export function cardBuyCost(p: PlayerState): number {
  return p.corporation ? corporationCardBuyCost(p.corporation) : CARD_BUY_COST;
}

/** What a card costs to buy under this corporation. */
export function corporationCardBuyCost(corporation: CardId): number {
  return getCard(corporation).corporation?.cardBuyCost ?? CARD_BUY_COST;
}
