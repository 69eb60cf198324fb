// What buying a project card into hand costs a player (research, starting hand).
import { getCard } from './cards/catalogue';
import type { PlayerState } from './state';

export const CARD_BUY_COST = 3;

/** 3 M€, unless the player's corporation changes it (Polyphemos pays 5). */
export function cardBuyCost(p: PlayerState): number {
  return (p.corporation ? getCard(p.corporation).corporation?.cardBuyCost : undefined) ?? CARD_BUY_COST;
}
