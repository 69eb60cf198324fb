// The drafting variant (rulebook appendix A): after research, an investment phase deals 5 modules to
// the first player; each player in turn either builds a factory (if they have none and qualify) or
// may buy one of the passed modules, then passes the rest to the left. Leftovers are discarded.
import { msg } from '../../../shared/message';
import type { Seat } from '../../../shared/tm/basics';
import { standardProjectCost } from '../actions';
import { canAfford, canAffordMoney, defaultPayment, moneyOnlyRules, spend } from '../payment';
import { sendFlow } from '../phases';
import { log } from '../queue';
import type { TmState } from '../state';
import { askFactory, askModule, factoryOptions, placeableModules } from './build';
import { FACTORY_COST } from './factories';
import { drawModules, INVESTMENT_HAND } from './market';

export function investmentVariant(state: TmState): boolean {
  return state.cornucopia?.draftVariant === true && state.players.length > 0;
}

export function isInvesting(state: TmState): boolean {
  return state.flow === 'investment';
}

export function startInvestment(state: TmState): void {
  const c = state.cornucopia!;
  const n = state.players.length;
  // "Pass to the left": seats follow turn order, so the stack goes to the next seat.
  const seats = Array.from({ length: n }, (_, i) => (state.firstPlayer + i) % n);
  c.investment = { hand: drawModules(state, INVESTMENT_HAND), seats };
  log(state, null, msg('tm.log.investmentPhase', { generation: state.generation }));
  nextInvestor(state);
}

export function moduleCost(state: TmState, seat: Seat): number {
  return standardProjectCost(state.players[seat], 'Production Module');
}

/** Pays an M€ price (Helion may add heat) with the default split; false when it cannot be paid. */
export function payPrice(state: TmState, seat: Seat, cost: number): boolean {
  const p = state.players[seat];
  const rules = moneyOnlyRules(p, cost);
  if (!canAfford(p, rules)) return false;
  spend(p, defaultPayment(p, rules)!);
  return true;
}

/** Asks the seat what to invest in; false when it can do nothing with this stack. */
function promptInvestor(state: TmState, seat: Seat): boolean {
  const p = state.players[seat];
  const hand = state.cornucopia!.investment!.hand;
  if (!p.factory) {
    const options = factoryOptions(state, seat);
    if (!options.length || !canAffordMoney(p, FACTORY_COST)) return false;
    askFactory(state, seat, options, true);
    return true;
  }
  if (!canAffordMoney(p, moduleCost(state, seat)) || placeableModules(state, seat, hand).length === 0) return false;
  askModule(state, seat, hand, moduleCost(state, seat), true);
  return true;
}

function nextInvestor(state: TmState): void {
  const c = state.cornucopia!;
  const inv = c.investment!;
  while (inv.seats.length) {
    if (promptInvestor(state, inv.seats[0])) return;
    inv.seats.shift();
  }
  c.discard.push(...inv.hand);
  delete c.investment;
  sendFlow(state, { type: 'INVESTMENT_DONE' });
}

/** The investing seat is done (bought, built or skipped): the stack moves on. */
export function investorDone(state: TmState): void {
  state.cornucopia!.investment!.seats.shift();
  nextInvestor(state);
}
