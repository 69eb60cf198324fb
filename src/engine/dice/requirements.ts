// Whether a project card may be played now: its parameter minimums and its exact-face cost.
import type { Requirement } from './cards/vocabulary';
import { projectCard } from './cards/catalogue';
import { OXYGEN, TEMPERATURE } from './data/parameters';
import { canPay, wildsNeeded } from './resources';
import type { DiceState } from './state';

/** Why a requirement is not met, or null when it is. */
export function unmetRequirement(state: DiceState, req: Requirement | undefined): string | null {
  if (!req) return null;
  if (req.temperature !== undefined && TEMPERATURE.label(state.temperature) < req.temperature) return `needs ${req.temperature} °C`;
  if (req.oxygen !== undefined && OXYGEN.label(state.oxygen) < req.oxygen) return `needs ${req.oxygen} % oxygen`;
  if (req.oceans !== undefined && state.oceans < req.oceans) return `needs ${req.oceans} oceans`;
  return null;
}

/** Why a card in hand cannot be played now, or null when it can. */
export function whyUnplayable(state: DiceState, seat: number, cardId: string): string | null {
  const player = state.players[seat];
  if (!player.hand.includes(cardId)) return `${cardId} is not in your hand`;
  const card = projectCard(cardId);
  const unmet = unmetRequirement(state, card.requires);
  if (unmet) return `${card.name} ${unmet}`;
  if (!canPay(player, card.cost)) {
    return `${card.name} costs ${card.cost.join(' + ')}: you are ${wildsNeeded(player, card.cost) - player.wild} resource(s) short`;
  }
  return null;
}
