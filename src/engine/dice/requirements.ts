// Whether a project card may be played now: its parameter minimums and its exact-face cost.
import { msg, type Message } from '../../shared/message';
import { diceCardName, facesList } from '../../shared/dice/words';
import type { Requirement } from './cards/vocabulary';
import { isProjectCard, projectCard } from './cards/catalogue';
import { OXYGEN, TEMPERATURE } from './data/parameters';
import { canPay, wildsNeeded } from './resources';
import type { DiceState } from './state';

/** Which requirement is not met (`dice.error.needs<Requirement>` with its value), or null when all are. */
export function unmetRequirement(state: DiceState, req: Requirement | undefined): { key: string; value: number } | null {
  if (!req) return null;
  if (req.temperature !== undefined && TEMPERATURE.label(state.temperature) < req.temperature) return { key: 'dice.error.needsTemperature', value: req.temperature };
  if (req.oxygen !== undefined && OXYGEN.label(state.oxygen) < req.oxygen) return { key: 'dice.error.needsOxygen', value: req.oxygen };
  if (req.oceans !== undefined && state.oceans < req.oceans) return { key: 'dice.error.needsOceans', value: req.oceans };
  return null;
}

/** A card id from a move, named if it is one of ours (an unknown id from a client is shown as sent). */
export function cardOrId(id: string): Message | string {
  return isProjectCard(id) ? diceCardName(id) : id;
}

/** Why a card in hand cannot be played now, or null when it can. */
export function whyUnplayable(state: DiceState, seat: number, cardId: string): Message | null {
  const player = state.players[seat];
  if (!player.hand.includes(cardId)) return msg('dice.error.notInHand', { card: cardOrId(cardId) });
  const card = projectCard(cardId);
  const unmet = unmetRequirement(state, card.requires);
  if (unmet) return msg(unmet.key, { card: diceCardName(cardId), value: unmet.value });
  if (!canPay(player, card.cost)) {
    return msg('dice.error.cannotAfford', { card: diceCardName(cardId), cost: facesList(card.cost), short: wildsNeeded(player, card.cost) - player.wild });
  }
  return null;
}
