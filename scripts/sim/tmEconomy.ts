// Where the players' money goes, generation by generation (`npm run sim -- --economy`): at the start of
// each generation's action phase (after research), every seat's M€ production, TR, M€, hand and cards
// in play; over the game, the cards each seat bought, played and sold as patents, and its standard
// projects. It shows how fast a bot builds its economy (docs/bots.md): a bot that starts generation 5
// with 2 M€ of production and 12 cards in hand is poor, whatever it scores.
import type { TmState } from '../../src/engine/tm';
import type { Seat } from '../../src/shared/tm/basics';
import type { Move } from '../../src/shared/tm/prompt';

/** Sums over the seats counted at the start of one generation's action phase. */
export type GenerationSums = {
  seats: number;
  megacreditProduction: number;
  tr: number;
  megacredits: number;
  hand: number;
  played: number;
};

export interface EconomyCounts {
  /** Index 0 is generation 1. */
  generations: GenerationSums[];
  /** Seats counted, every seat of each finished game (the divisor of the per-player figures). */
  seats: number;
  cardsBought: number;
  cardsPlayed: number;
  patentsSold: number;
  standardProjects: Record<string, number>;
}

export const NO_ECONOMY: EconomyCounts = { generations: [], seats: 0, cardsBought: 0, cardsPlayed: 0, patentsSold: 0, standardProjects: {} };

const NO_GENERATION: GenerationSums = { seats: 0, megacreditProduction: 0, tr: 0, megacredits: 0, hand: 0, played: 0 };

/** Resolvers whose chosen cards are bought (the opening is its own move). */
const PURCHASES = new Set(['buyCards', 'keepCards']);

/** Watches one game's moves (`observe` before each move is applied) and returns its sums at the end. */
export function economyCounter() {
  const generations: GenerationSums[] = [];
  const counts = { cardsBought: 0, cardsPlayed: 0, patentsSold: 0 };
  const standardProjects: Record<string, number> = {};
  let seats = 0;
  return {
    observe(before: TmState, seat: Seat, move: Move): void {
      seats = before.players.length;
      const decision = before.pending[seat];
      if (decision?.prompt.kind === 'action' && generations[before.generation - 1] === undefined) {
        const sums = { ...NO_GENERATION };
        for (const p of before.players) {
          sums.seats++;
          sums.megacreditProduction += p.production.megacredits;
          sums.tr += p.tr;
          sums.megacredits += p.stock.megacredits;
          sums.hand += p.hand.length;
          sums.played += p.played.length;
        }
        generations[before.generation - 1] = sums;
      }
      if (move.type === 'opening') counts.cardsBought += move.cards.length;
      if (move.type === 'cards' && decision && PURCHASES.has(decision.resolver)) counts.cardsBought += move.cards.length;
      if (move.type === 'cards' && decision?.resolver === 'sellPatents') counts.patentsSold += move.cards.length;
      if (move.type === 'playCard') counts.cardsPlayed++;
      if (move.type === 'standardProject' && move.project !== 'Sell Patents') standardProjects[move.project] = (standardProjects[move.project] ?? 0) + 1;
    },
    counts(): EconomyCounts {
      return { generations: Array.from(generations, (g) => g ?? { ...NO_GENERATION }), seats, ...counts, standardProjects };
    },
  };
}

/** Two tallies added key by key (a key only one side has counts 0 on the other). */
function addTallies<T extends Record<string, number>>(a: T, b: T): T {
  const sum: Record<string, number> = { ...a };
  for (const [key, n] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + n;
  return sum as T;
}

/** Two batches' sums added (game order does not matter: every field is a sum). */
export function addEconomy(a: EconomyCounts, b: EconomyCounts): EconomyCounts {
  const length = Math.max(a.generations.length, b.generations.length);
  return {
    generations: Array.from({ length }, (_, i) => addTallies(a.generations[i] ?? NO_GENERATION, b.generations[i] ?? NO_GENERATION)),
    seats: a.seats + b.seats,
    cardsBought: a.cardsBought + b.cardsBought,
    cardsPlayed: a.cardsPlayed + b.cardsPlayed,
    patentsSold: a.patentsSold + b.patentsSold,
    standardProjects: addTallies(a.standardProjects, b.standardProjects),
  };
}

const mean = (sum: number, n: number) => +(sum / Math.max(1, n)).toFixed(1);

/** Every value of a tally divided by `n`, to one decimal. */
function means(tally: Record<string, number>, n: number): Record<string, number> {
  return Object.fromEntries(Object.entries(tally).map(([key, sum]) => [key, mean(sum, n)]));
}

/** The batch's averages: per generation over the seats that reached it, per player over all seats. */
export function economyReport(e: EconomyCounts) {
  return {
    byGeneration: e.generations.map(({ seats, ...sums }, i) => ({ generation: i + 1, seats, ...means(sums, seats) })),
    perPlayer: {
      cardsBought: mean(e.cardsBought, e.seats),
      cardsPlayed: mean(e.cardsPlayed, e.seats),
      patentsSold: mean(e.patentsSold, e.seats),
      standardProjects: means(e.standardProjects, e.seats),
    },
  };
}
