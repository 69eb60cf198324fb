// Lasting card abilities that only mean something with the Colonies expansion, read from card data.
import type { Seat } from '../../../shared/tm/basics';
import type { Effect } from '../cards/vocabulary';
import { activeCards } from '../players';
import type { TmState } from '../state';

export interface ColonyCardRules {
  /** Each trade costs this much less of whatever pays for it (Cryo-Sleep, Rim Freighters). */
  tradeDiscount?: number;
  /** Before trading, the marker may move up this many steps (Trade Envoys, Trading Colony). */
  tradeMarkerRaise?: number;
  /** Effects for this card's owner whenever anyone builds a colony (Poseidon). */
  onAnyColonyBuilt?: Effect[];
  /** Each resource on this card may be spent as this much heat (Stormcraft's floaters: 2). */
  floaterHeatValue?: number;
}

/** Sums a numeric colony rule over the seat's active cards. */
export function colonyRuleTotal(state: TmState, seat: Seat, rule: 'tradeDiscount' | 'tradeMarkerRaise'): number {
  let n = 0;
  for (const { def } of activeCards(state.players[seat])) n += def.colonyRules?.[rule] ?? 0;
  return n;
}
