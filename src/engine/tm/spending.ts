// Paying the costs that effects state: M€ that heat may help pay (Helion) and, where printed, steel or
// titanium; heat that floaters may stand in for (Stormcraft). When more than one split is possible the
// player chooses it; a single possible split is paid at once.
import type { CardId, Payment, Seat } from '../../shared/tm/basics';
import type { Prompt } from '../../shared/tm/prompt';
import { heatSplitIsChoice } from '../../shared/tm/payment';
import type { Effect } from './cards/vocabulary';
import { bonusValue, canAfford, defaultPayment, heatIsMoney, paymentProblem, spend, STEEL_VALUE, TITANIUM_VALUE, type PaymentRules } from './payment';
import { activeCards } from './players';
import { ask } from './queue';
import { spendFromStock } from './resourceFlow';
import type { PlayerState, TmState } from './state';
import { msg, type Message } from '../../shared/message';
import { cardResourceAmount, resourceAmount } from '../../shared/tm/messages';
import { cardName } from '../../shared/tm/contentKeys';

type PayMoney = Extract<Effect, { do: 'payMoney' }>;

export function moneyCostRules(p: PlayerState, effect: PayMoney): PaymentRules {
  return {
    cost: effect.amount,
    steelValue: effect.steel ? STEEL_VALUE + bonusValue(p, 'steel') : 0,
    titaniumValue: effect.titanium ? TITANIUM_VALUE + bonusValue(p, 'titanium') : 0,
    heatUsable: heatIsMoney(p),
  };
}

export function canPayMoney(p: PlayerState, effect: PayMoney): boolean {
  return canAfford(p, moneyCostRules(p, effect));
}

/** True when the player has more than one way to pay (Helion's heat, steel or titanium that may help). */
export function paymentIsChoice(p: PlayerState, rules: PaymentRules): boolean {
  if (rules.cost === 0) return false;
  // Helion's heat is a choice only when some of it could pay and M€ does not force it all.
  return heatSplitIsChoice(p.stock, rules) || (rules.steelValue > 0 && p.stock.steel > 0) || (rules.titaniumValue > 0 && p.stock.titanium > 0);
}

/** The prompt asking how much of each resource pays an M€ cost. */
export function paymentPrompt(seat: Seat, rules: PaymentRules): Extract<Prompt, { kind: 'payment' }> {
  return {
    kind: 'payment', seat, title: msg('tmPrompt.title.pay', { amount: resourceAmount('megacredits', rules.cost) }), cost: rules.cost,
    heatUsable: rules.heatUsable, steelValue: rules.steelValue, titaniumValue: rules.titaniumValue,
  };
}

/** Pays at once when only M€ can pay; otherwise asks how much of each resource to use. */
export function payMoney(state: TmState, seat: Seat, effect: PayMoney): void {
  const p = state.players[seat];
  const rules = moneyCostRules(p, effect);
  const payment = defaultPayment(p, rules);
  if (!payment) return; // checked before the action started; nothing to take
  if (!paymentIsChoice(p, rules)) {
    spend(p, payment);
    return;
  }
  ask(state, paymentPrompt(seat, rules), 'payCost', { rules });
}

/** Checks and spends the chosen split for a `payCost` decision; returns why it is refused, or null. */
export function spendChosenPayment(p: PlayerState, payment: Payment, rules: PaymentRules): Message | null {
  const problem = paymentProblem(p, payment, rules);
  if (problem) return problem;
  spend(p, payment);
  return null;
}

/** One way to pay a heat cost: heat from stock plus resources from a card that stand in for heat. */
export interface HeatSplit {
  heat: number;
  floaters: number;
  card: CardId | null;
}

/** The card whose resources stand in for heat (Stormcraft's floaters), with its value per resource. */
function heatStandIn(p: PlayerState): { card: CardId; resources: number; value: number } | null {
  for (const { played, def } of activeCards(p)) {
    const value = def.colonyRules?.floaterHeatValue ?? 0;
    if (value > 0 && played.resources > 0) return { card: played.id, resources: played.resources, value };
  }
  return null;
}

/**
 * Every split of a heat cost the player can pay, without paying more than needed: floaters cover
 * 2 heat each, so an odd cost may be rounded up only when no heat from stock is used.
 */
export function heatSplits(p: PlayerState, amount: number): HeatSplit[] {
  const standIn = heatStandIn(p);
  const splits: HeatSplit[] = [];
  const most = standIn ? Math.min(standIn.resources, Math.ceil(amount / standIn.value)) : 0;
  for (let floaters = 0; floaters <= most; floaters++) {
    const heat = Math.max(0, amount - floaters * (standIn?.value ?? 0));
    if (heat > p.stock.heat) continue;
    splits.push({ heat, floaters, card: floaters > 0 ? standIn!.card : null });
  }
  return splits;
}

/** "Pay 2 heat and 1 floater from Stormcraft Incorporated": a way to pay a heat cost, heat or floaters or both. */
export function splitLabel(split: HeatSplit): Message {
  const heat = split.heat > 0 ? [resourceAmount('heat', split.heat)] : [];
  const floaters = split.card && split.floaters > 0 ? [msg('tmPrompt.option.floatersFrom', { amount: cardResourceAmount('floater', split.floaters), card: cardName(split.card) })] : [];
  const parts = [...heat, ...floaters];
  return parts.length === 0 ? msg('tmPrompt.option.payNothing') : msg('tmPrompt.option.pay', { amounts: parts });
}

export function spendHeatSplit(state: TmState, seat: Seat, split: HeatSplit): void {
  const p = state.players[seat];
  spendFromStock(p, 'heat', split.heat);
  if (split.card && split.floaters > 0) {
    const holder = activeCards(p).find(({ played }) => played.id === split.card);
    if (holder) holder.played.resources -= split.floaters;
  }
}

/** Pays a heat cost: at once when there is one way, otherwise the player chooses the split. */
export function payHeat(state: TmState, seat: Seat, amount: number): void {
  const splits = heatSplits(state.players[seat], amount);
  if (splits.length === 0) return; // checked before the action started
  if (splits.length === 1) {
    spendHeatSplit(state, seat, splits[0]);
    return;
  }
  ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.pay', { amount: resourceAmount('heat', amount) }), options: splits.map(splitLabel) }, 'payHeat', { splits });
}
