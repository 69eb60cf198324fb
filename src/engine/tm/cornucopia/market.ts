// Setting up Cornucopia and running its marketplace: a shuffled module deck, four face-up modules
// refreshed after every production phase, and the discards reshuffled when the deck runs low.
import { msg } from '../../../shared/message';
import { shuffleInPlace } from '../../core/rng';
import { log } from '../queue';
import type { TmState } from '../state';
import { MODULES } from './moduleData';

export const MARKET_SIZE = 4;
export const INVESTMENT_HAND = 5;

export function setupCornucopia(state: TmState): void {
  if (!state.options.cornucopia) return;
  state.cornucopia = {
    deck: shuffleInPlace(state, MODULES.map((m) => m.id)),
    discard: [],
    market: [],
    draftVariant: state.options.cornucopiaDraft === true,
  };
  // Solo: one generation fewer (rulebook appendix B).
  if (state.maxGenerations !== null && state.options.solo) state.maxGenerations -= 1;
  if (!state.cornucopia.draftVariant) refillMarket(state);
}

/** Draws up to `n` modules, reshuffling the discards under what is left once fewer than `n` remain. */
export function drawModules(state: TmState, n: number): string[] {
  const c = state.cornucopia!;
  if (c.deck.length < n && c.discard.length) {
    c.deck.push(...shuffleInPlace(state, c.discard));
    c.discard = [];
  }
  return c.deck.splice(0, n);
}

export function refillMarket(state: TmState): void {
  const c = state.cornucopia!;
  c.discard.push(...c.market);
  c.market = [];
  c.market = drawModules(state, MARKET_SIZE);
}

/** After production: module actions come back and the marketplace is rebuilt. */
export function cornucopiaAfterProduction(state: TmState): void {
  if (!state.cornucopia) return;
  for (const p of state.players) {
    if (!p.factory) continue;
    p.factory.actionsUsed = 0;
    for (const placed of p.factory.cells) if (placed) placed.actionUsed = false;
  }
  if (!state.cornucopia.draftVariant) {
    refillMarket(state);
    log(state, null, msg('tm.log.marketRebuilt'));
  }
}
