// What the expert's learned evaluation reads of a position: public facts per player (points now, TR,
// production and stock, hand size, lasting card effects, tiles), as the seat's figure less the mean of
// its rivals'. Production and TR are weighed by the generations probably left, so one weight fits a
// unit of income early and late; the weights themselves are fitted to game outcomes (trainBot.ts).
import type { TmState } from '../../engine/tm';
import { countTiles } from '../../engine/tm/board';
import { activeCards } from '../../engine/tm/players';
import { scoreLines } from '../../engine/tm/scoring';
import type { Seat } from '../../shared/tm/basics';
import { ongoingValue } from './cardValue';
import { awardExpectationShift } from './evaluation';
import { outlook, type Outlook } from './worth';

export const FEATURE_NAMES = [
  'points', 'trTimesGens', 'megacreditProdTimesGens', 'steelProdTimesGens', 'titaniumProdTimesGens', 'plantProdTimesGens',
  'energyProdTimesGens', 'heatProdTimesGens', 'megacredits', 'metalInStock', 'plants', 'heat', 'handSize', 'handTimesGens',
  'ongoingCardValue', 'cardsInPlay', 'cities', 'awardShift', 'extraRivals',
] as const;

/** Stages of the game by the generations probably left: each has its own weights. */
export const STAGE_LIMITS = [3, 6, Infinity] as const;

export function stageOf(gens: number): number {
  return STAGE_LIMITS.findIndex((limit) => gens <= limit);
}

function playerFeatures(state: TmState, seat: Seat, points: number, awardShift: number, o: Outlook): number[] {
  const p = state.players[seat];
  const g = o.gens;
  let ongoing = 0;
  let inPlay = 0;
  for (const { def } of activeCards(p)) {
    ongoing += ongoingValue(def, o);
    if (!def.corporation) inPlay++;
  }
  return [
    points, p.tr * g, p.production.megacredits * g, p.production.steel * g, p.production.titanium * g, p.production.plants * g,
    p.production.energy * g, p.production.heat * g, p.stock.megacredits, p.stock.steel * 2 + p.stock.titanium * 3, p.stock.plants, p.stock.heat,
    p.hand.length, p.hand.length * g, ongoing, inPlay, countTiles(state, 'city', seat), awardShift,
  ];
}

/** The seat's features less the mean of its rivals', and the stage of the game they belong to. */
export function positionFeatures(state: TmState, seat: Seat): { stage: number; features: number[] } {
  const o = outlook(state);
  const lines = state.scores ?? scoreLines(state);
  const shift = awardExpectationShift(state, o.gens);
  const all = state.players.map((p) => playerFeatures(state, p.seat, lines[p.seat].total, shift[p.seat], o));
  const rivals = all.filter((_, i) => i !== seat);
  const features = all[seat].map((mine, k) => mine - rivals.reduce((sum, r) => sum + r[k], 0) / Math.max(1, rivals.length));
  // Beating the best of several rivals is harder than beating their mean: an intercept per extra rival.
  features.push(rivals.length - 1);
  return { stage: stageOf(o.gens), features };
}
