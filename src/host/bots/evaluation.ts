// How good a position looks for one seat, in M€-equivalents. Shared by the greedy bot (one move ahead)
// and the search bot (at the end of each rollout). Only facts the seat can see are read: its own hand
// size, not its contents, and every player's public board.
import type { TmState } from '../../engine/tm';
import { HEAT_PER_TEMPERATURE, plantsPerGreenery } from '../../engine/tm/actions';
import { PARAMETER_RULES } from '../../engine/tm/parameters';
import { activeCards } from '../../engine/tm/players';
import { scoreLines } from '../../engine/tm/scoring';
import { awardByName, awardPoints } from '../../engine/tm/milestonesAwards';
import type { PlayerState } from '../../engine/tm/state';
import type { FactoryState } from '../../engine/tm/cornucopia/model';
import { MAX_MODULES } from '../../engine/tm/cornucopia/build';
import { placedModules } from '../../engine/tm/cornucopia/grid';
import type { Resource, Seat } from '../../shared/tm/basics';
import type { ScoreLine } from '../../shared/tm/view';
import { energyBeyondUse, goodsUse, ongoingValue } from './cardValue';
import { outlook, STANDARD_RATES, stepsLeft, stepsLeftOf, STOCK_WORTH, TOTAL_STEPS, type Outlook, type Rates } from './worth';

function playerWorth(state: TmState, p: PlayerState, points: number, o: Outlook, solo: boolean): number {
  let v = points * o.vp + p.tr * o.gens;
  const { production, stock } = o;
  for (const r of Object.keys(p.production) as Resource[]) v += p.production[r] * production[r] * o.gens;
  if (o.spareEnergyAsHeat) v -= Math.max(0, energyBeyondUse(goodsUse(p))) * (production.energy - production.heat) * o.gens;
  for (const r of Object.keys(p.stock) as Resource[]) v += p.stock[r] * stock[r] * (r === 'plants' || r === 'heat' ? 1 : o.money);
  if (solo) {
    // Heat and plants beyond what the open temperature and oxygen steps can absorb, counting what
    // production will still bring, never become steps (final greeneries raise nothing in solo), so
    // raising those parameters with money instead wastes them.
    const incomes = Math.max(0, (state.maxGenerations ?? state.generation) - state.generation);
    v -= surplus(p, 'heat', incomes, HEAT_PER_TEMPERATURE * stepsLeftOf(state, 'temperature')) * (stock.heat - STOCK_WORTH.heat * 0.2);
    v -= surplus(p, 'plants', incomes, plantsPerGreenery(p) * stepsLeftOf(state, 'oxygen')) * (stock.plants - STOCK_WORTH.plants * 0.2);
  } else if (state.parameters.temperature >= PARAMETER_RULES.temperature.max) v -= p.stock.heat * STOCK_WORTH.heat * 0.8;
  // A card in hand is an option worth a little, less as the game runs out.
  v += p.hand.length * Math.min(1.5, o.gens * 0.4);
  const use = solo ? goodsUse(p) : undefined;
  for (const { def } of activeCards(p)) v += ongoingValue(def, o, use) * o.ongoing;
  if (p.factory) v += factoryOption(p.factory, o);
  const left = stepsLeft(state);
  v += (TOTAL_STEPS - left) * o.step;
  // Solo is won or lost on the last step alone: finishing Mars outweighs anything else in hand.
  if (solo && left === 0) v += SOLO_WIN_BONUS;
  return v;
}

/** Units of a resource held and still to be produced beyond what can be put to use. */
function surplus(p: PlayerState, resource: 'heat' | 'plants', incomes: number, usable: number): number {
  return Math.max(0, p.stock[resource] + p.production[resource] * incomes - usable);
}

const SOLO_WIN_BONUS = 200;

/**
 * Cornucopia: a food factory pays only through the modules it will hold, which a one-move look
 * cannot see, so its empty cells count as an option worth a few M€ each while generations remain.
 */
function factoryOption(factory: FactoryState, o: Outlook): number {
  const freeCells = MAX_MODULES - placedModules(factory).length;
  return Math.min(freeCells, 2) * FACTORY_CELL_OPTION * Math.min(1, o.gens / 4);
}
const FACTORY_CELL_OPTION = 6;

/**
 * An award's points are only as sure as its standing: with many generations left a narrow lead is
 * easily lost, so a funded award counts between its points now and an even share of them, nearer the
 * points now as the game runs out or the lead grows clear. Counting the points now at face value made
 * greedy fund awards in generations 1–2 on a lead of one tile or one tag.
 */
export function awardCertainty(lead: number, rival: number, gens: number): number {
  const clear = lead >= Math.max(2, rival * 0.25);
  return Math.max(0, Math.min(1, 1 - gens / (clear ? 16 : 8)));
}

/** Per seat, the points by which funded awards are expected to differ from what they would score now. */
export function awardExpectationShift(state: TmState, gens: number): number[] {
  const shift = new Array<number>(state.players.length).fill(0);
  if (state.options.solo || state.finished) return shift;
  for (const funded of state.fundedAwards) {
    const award = awardByName(funded.name);
    if (!award) continue;
    const now = awardPoints(state, award);
    const even = now.reduce((a, b) => a + b, 0) / now.length;
    const standings = state.players.map((p) => award.standing(state, p.seat));
    for (const p of state.players) {
      const rival = Math.max(...standings.filter((_, i) => i !== p.seat));
      const sure = awardCertainty(standings[p.seat] - rival, rival, gens);
      shift[p.seat] += (sure * now[p.seat] + (1 - sure) * even) - now[p.seat];
    }
  }
  return shift;
}

/** Final points ahead of (or behind, if negative) the best other seat. */
export function marginOverBestRival(lines: ScoreLine[], seat: Seat): number {
  return lines[seat].total - Math.max(...lines.filter((l) => l.seat !== seat).map((l) => l.total));
}

/** The seat's worth minus its strongest rival's (just its own worth in solo), at the given rates. */
export function evaluate(state: TmState, seat: Seat, rates: Rates = STANDARD_RATES): number {
  const o = outlook(state, rates);
  const lines = state.scores ?? scoreLines(state);
  const solo = state.players.length === 1;
  if (state.finished && !solo) return marginOverBestRival(lines, seat) * 100;
  const shift = awardExpectationShift(state, o.gens);
  const mine = playerWorth(state, state.players[seat], lines[seat].total + shift[seat], o, solo);
  let rival = -Infinity;
  for (const p of state.players) if (p.seat !== seat) rival = Math.max(rival, playerWorth(state, p, lines[p.seat].total + shift[p.seat], o, solo));
  return rival === -Infinity ? mine : mine - rival;
}
