// Resources each player produced (in the production phase) and spent (payments, conversions, fees and
// costs of their own cards), by kind. Counted as they happen, for the end-of-game statistics; resources
// taken by another player are a loss, not spending, and are not counted here.
import { emptyStock, RESOURCES, type Resource, type Stock } from '../../shared/tm/basics';
import type { PlayerState } from './state';

export interface ResourceFlow {
  produced: Stock;
  spent: Stock;
}

export function emptyFlow(): ResourceFlow {
  return { produced: emptyStock(), spent: emptyStock() };
}

/** Takes resources from the player's own stock as a cost they pay, and counts them as spent. */
export function spendFromStock(p: PlayerState, resource: Resource, amount: number): void {
  p.stock[resource] -= amount;
  if (amount > 0) p.flow.spent[resource] += amount;
}

/** Adds one production phase's income to the stock, counting what it added as produced. */
export function receiveIncome(p: PlayerState, income: Stock): void {
  for (const resource of RESOURCES) {
    p.stock[resource] += income[resource];
    if (income[resource] > 0) p.flow.produced[resource] += income[resource];
  }
}
