// Trading: the fee and its discounts, which tiles a fleet may visit, and the trade itself.
import { colonyName } from '../../../shared/tm/contentKeys';
import { msg, type Message } from '../../../shared/message';
import type { Seat } from '../../../shared/tm/basics';
import type { TradePayment, TradeResource } from '../../../shared/tm/prompt';
import { ask, bump, enqueueLast, log } from '../queue';
import type { TmState } from '../state';
import { colonyTile, freeFleets, openTiles } from './access';
import { canAffordMoney } from '../payment';
import { colonyRuleTotal } from './cardRules';
import { rewardEffects, rewardMessage } from './rewards';
import { colonyTileDef, TRACK_TOP } from './tiles';
import { spendFromStock } from '../resourceFlow';

export const TRADE_FEE: Record<TradeResource, number> = { megacredits: 9, energy: 3, titanium: 3 };

/** Open tiles with no fleet docked. */
export function tradeableTiles(state: TmState): string[] {
  return openTiles(state).filter((t) => t.fleet === null).map((t) => t.name);
}

/** Every way the seat can pay a trade fee now, after discounts. */
export function tradePayments(state: TmState, seat: Seat): TradePayment[] {
  const discount = colonyRuleTotal(state, seat, 'tradeDiscount');
  const p = state.players[seat];
  return (Object.keys(TRADE_FEE) as TradeResource[])
    .map((resource) => ({ resource, amount: Math.max(0, TRADE_FEE[resource] - discount) }))
    // The M€ fee is an M€ payment like any other: Helion's heat counts.
    .filter((pay) => (pay.resource === 'megacredits' ? canAffordMoney(p, pay.amount) : p.stock[pay.resource] >= pay.amount));
}

/** Why the seat cannot trade at all right now (ignoring the fee), or null. */
export function tradeBlocked(state: TmState, seat: Seat): Message | null {
  if (!state.colonies) return msg('tmError.colony.notInGame');
  if (freeFleets(state, seat) <= 0) return msg('tmError.trade.noFleet');
  if (tradeableTiles(state).length === 0) return msg('tmError.trade.noFreeTile');
  return null;
}

/** Pays the fee and asks which tile to visit. Returns why the trade is illegal, or null. */
export function startTrade(state: TmState, seat: Seat, pay: TradeResource): Message | null {
  const blocked = tradeBlocked(state, seat);
  if (blocked) return blocked;
  const payment = tradePayments(state, seat).find((p) => p.resource === pay);
  if (!payment) return msg('tmError.trade.cannotPayWith', { resource: String(pay) });
  if (pay === 'megacredits') {
    // Paid like any M€ cost (Helion chooses how much heat); the tile is asked once it is paid.
    enqueueLast(state, seat, null, [{ do: 'payMoney', amount: payment.amount }, { do: 'hook', name: 'chooseTradeTile' }]);
    return null;
  }
  spendFromStock(state.players[seat], pay, payment.amount);
  askTradeTile(state, seat);
  return null;
}

export function askTradeTile(state: TmState, seat: Seat): void {
  ask(state, { kind: 'colony', seat, title: msg('tmPrompt.title.tradeWith', { player: state.players[seat].name }), tiles: tradeableTiles(state) }, 'tradeWith');
}

/** How far the seat may raise this tile's marker before trading (Trade Envoys, Trading Colony). */
export function markerRaiseAllowed(state: TmState, seat: Seat, name: string): number {
  const tile = colonyTile(state, name);
  if (!tile) return 0;
  return Math.max(0, Math.min(colonyRuleTotal(state, seat, 'tradeMarkerRaise'), TRACK_TOP - tile.marker));
}

/**
 * Docks the fleet, gives the trade income at the (possibly raised) marker, gives each colony's owner
 * the colony bonus, and drops the marker back to the step just above the colonies.
 */
export function performTrade(state: TmState, seat: Seat, name: string, raise = 0): void {
  const tile = colonyTile(state, name);
  if (!tile) throw new Error(`colony tile ${name} is not in play`);
  const def = colonyTileDef(name);
  tile.fleet = seat;
  tile.marker = Math.min(TRACK_TOP, tile.marker + raise);
  const income = def.track[tile.marker];
  log(state, seat, msg('tm.log.traded', { player: state.players[seat].name, colony: colonyName(name), reward: rewardMessage(income) }));
  bump(state, 'trades');
  enqueueLast(state, seat, null, rewardEffects(income));
  for (const owner of tile.colonies) enqueueLast(state, owner, null, rewardEffects(def.colonyBonus));
  tile.marker = tile.colonies.length;
}
