// The exchange rates the bots think in: M€-equivalents of production, stock and victory points, and
// how many generations the game probably has left.
import type { TmState } from '../../engine/tm';
import { PARAMETER_RULES } from '../../engine/tm/parameters';
import { PARAMETERS, type Parameter, type Resource } from '../../shared/tm/basics';

/** What one unit of production is worth per remaining generation. */
export const PRODUCTION_WORTH: Record<Resource, number> = { megacredits: 1, steel: 1.6, titanium: 2.4, plants: 1.7, energy: 1.3, heat: 0.8 };
/** What one unit in stock is worth now. */
export const STOCK_WORTH: Record<Resource, number> = { megacredits: 1, steel: 1.8, titanium: 2.8, plants: 1.6, energy: 0.8, heat: 0.9 };

/** Steps left before one global parameter reaches its maximum. */
export function stepsLeftOf(state: TmState, parameter: Parameter): number {
  const rule = PARAMETER_RULES[parameter];
  return Math.max(0, Math.round((rule.max - state.parameters[parameter]) / rule.step));
}

/** Parameter steps left before Mars is terraformed. */
export function stepsLeft(state: TmState): number {
  let n = 0;
  for (const p of PARAMETERS) n += stepsLeftOf(state, p);
  return n;
}

export const TOTAL_STEPS = 9 + 14 + 19;

/** Generations a game usually lasts once bots play it briskly; estimates never reach beyond it. */
const TYPICAL_LENGTH = 13;

/**
 * Production phases still to come, including this generation's: steps left over a pace that starts
 * from a prior (more players terraform faster) and follows the game as it goes.
 */
export function generationsLeft(state: TmState): number {
  // Solo always plays to the generation limit, however far terraforming has got.
  if (state.options.solo && state.maxGenerations !== null) return Math.max(0.5, state.maxGenerations - state.generation + 1);
  const left = stepsLeft(state);
  if (left === 0) return 0;
  const done = TOTAL_STEPS - left;
  const played = Math.max(0, state.generation - 1);
  const prior = 1.5 + 1.1 * state.players.length;
  const pace = Math.max(prior * 0.75, (done + prior * 4) / (played + 4));
  let gens = Math.min(left / pace, Math.max(1, TYPICAL_LENGTH + 2 - state.generation));
  if (state.maxGenerations !== null) gens = Math.min(gens, state.maxGenerations - state.generation + 1);
  return Math.max(0.5, gens);
}

/** A victory point in M€ (roughly what a standard-project greenery pays per point). */
export const VP_WORTH = 8;

/** Money in stock: full value while it can still grow an engine, less once only points are left to buy. */
export function moneyWorth(gens: number): number {
  return Math.min(1, 0.25 + 0.15 * gens);
}

/**
 * How a style of play weighs the goods of a multiplayer game, against the standard exchange rates
 * above. Solo keeps its own rates: only finishing Mars counts there.
 */
export interface Rates {
  /** Multiplies what every unit of production is worth per generation left. */
  production: number;
  /** Multiplies the lasting worth of the cards in play (actions, triggers, discounts). */
  ongoing: number;
  /**
   * How much of the points a resource scores on its own card (an animal on Birds, a microbe on
   * Tardigrades) a card action adding it there counts: 0 prices every such resource at a flat 1.5 M€.
   */
  accumulation: number;
  /**
   * 1: energy production beyond what the owner's card actions spend in a generation (and one unit to
   * spare) counts only as the heat it turns into; 0 counts all energy production at its own rate.
   */
  spareEnergyAsHeat: number;
}

/** The rates greedy and search play by. */
export const STANDARD_RATES: Rates = { production: 1, ongoing: 1, accumulation: 0, spareEnergyAsHeat: 0 };

export interface Outlook {
  gens: number;
  vp: number;
  money: number;
  /** Extra worth of one global parameter step beyond its TR: what solo is won by. */
  step: number;
  /** What a unit of production is worth per remaining generation, and a unit in stock now. */
  production: Record<Resource, number>;
  stock: Record<Resource, number>;
  /** What the cards in play keep giving counts this many times its standard worth. */
  ongoing: number;
  /** The share of a resource's points its card's own actions count (`Rates.accumulation`). */
  accumulation: number;
  /** Energy production the owner cannot use counts as heat (`Rates.spareEnergyAsHeat`). */
  spareEnergyAsHeat: boolean;
}

/** Solo is won by terraforming within the generation limit, so steps count far more than points. */
const SOLO_STEP_WORTH = 17;
/**
 * Points decide nothing in solo (only finishing Mars does), so they weigh little: at 2 M€ a point the
 * bot spent on cards and cities for their points what finishing Mars needed (a point still breaks ties).
 */
const SOLO_VP_WORTH = 0.5;

/**
 * Solo is won by steps alone, and heat and plants are the cheapest steps: 8 heat do what an Asteroid
 * does for 14 M€, 8 plants what a Greenery does for 23 M€. Their production, which keeps making steps
 * every generation, counts for more again. Heat and plants the open steps can no longer absorb are
 * taken off by the evaluation (it counts production still to come), so these rates need no switch
 * for a finished parameter.
 */
const SOLO_STOCK_RATES: Partial<Record<Resource, number>> = { heat: 1.3, plants: 1.3 };
const SOLO_PRODUCTION_RATES: Partial<Record<Resource, number>> = { heat: 1.5, plants: 1.5 };

function scaled(base: Record<Resource, number>, factors: Partial<Record<Resource, number>>): Record<Resource, number> {
  const rates = { ...base };
  for (const [r, f] of Object.entries(factors) as [Resource, number][]) rates[r] = base[r] * f;
  return rates;
}
const SOLO_PRODUCTION_WORTH = scaled(PRODUCTION_WORTH, SOLO_PRODUCTION_RATES);
const SOLO_STOCK_WORTH = scaled(STOCK_WORTH, SOLO_STOCK_RATES);

export function outlook(state: TmState, rates: Rates = STANDARD_RATES): Outlook {
  const gens = generationsLeft(state);
  const solo = state.players.length === 1;
  return {
    gens, vp: solo ? SOLO_VP_WORTH : VP_WORTH, money: moneyWorth(gens), step: solo ? SOLO_STEP_WORTH : 0,
    production: solo ? SOLO_PRODUCTION_WORTH : productionWorth(rates.production),
    stock: solo ? SOLO_STOCK_WORTH : STOCK_WORTH,
    ongoing: solo ? 1 : rates.ongoing,
    accumulation: solo ? 0 : rates.accumulation,
    spareEnergyAsHeat: !solo && rates.spareEnergyAsHeat > 0,
  };
}

const scaledProduction = new Map<number, Record<Resource, number>>([[1, PRODUCTION_WORTH]]);

/** The production rates scaled by `factor` (made once per factor: the evaluation asks for them at every move). */
function productionWorth(factor: number): Record<Resource, number> {
  let rates = scaledProduction.get(factor);
  if (!rates) {
    rates = scaled(PRODUCTION_WORTH, Object.fromEntries(Object.keys(PRODUCTION_WORTH).map((r) => [r, factor])));
    scaledProduction.set(factor, rates);
  }
  return rates;
}
