// Solo's last generations: greedy's one-move evaluation cannot see that, say, selling two cards buys
// the Asteroid that finishes Mars, so there its best few actions are each played on to the end of the
// game (greedy for the rest) and the one that finishes Mars, or comes closest, is kept. The game is
// short by then, so this costs little. Multiplayer never comes here.
import type { TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { evaluate } from './evaluation';
import type { Scored } from './lookahead';
import { playToEndAfter } from './playToEnd';
import type { BotPolicy, BotRandom } from './types';
import { stepsLeft } from './worth';

/** The lookahead runs in the last this-many generations (13 and 14 of a 14-generation solo game). */
export const SOLO_ENDGAME_GENERATIONS = 2;
/** How many of greedy's best actions are played out. */
const CANDIDATES = 4;
/** A safety cap on a playout's length (a whole solo game takes about 120 moves). */
const PLAYOUT_MOVES = 400;
/** Ordering of a finished playout: Mars terraformed first, then fewer steps left, then the evaluation. */
const TERRAFORMED = 1e6;
const PER_STEP_LEFT = 1e4;
/** Greedy's own ranking only breaks ties between playouts that end alike. */
const RANKING_WEIGHT = 1e-3;

/** A solo game with its generation limit: the only games the solo lookaheads (here and soloPurchases.ts) run in. */
export function isTimedSolo(state: TmState): state is TmState & { maxGenerations: number } {
  return state.options.solo && state.maxGenerations !== null;
}

/** Whether a solo game has reached the generations where the bot looks to the end. */
export function inSoloEndgame(state: TmState): boolean {
  return isTimedSolo(state) && state.generation > state.maxGenerations - SOLO_ENDGAME_GENERATIONS;
}

/**
 * Among greedy's ranked actions (in a determinized world), the one whose playout to the end of the
 * game with `policy` ends best. `policy` must not look ahead itself.
 */
export function soloEndgameChoice(world: TmState, seat: Seat, ranked: Scored[], random: BotRandom, policy: BotPolicy): Move {
  let best = ranked[0];
  let bestValue = -Infinity;
  for (const candidate of ranked.slice(0, CANDIDATES)) {
    const end = playedOut(world, seat, candidate.move, random, policy);
    if (!end) continue;
    const value = endValue(end, seat) + candidate.value * RANKING_WEIGHT;
    if (value > bestValue) {
      bestValue = value;
      best = candidate;
    }
  }
  return best.move;
}

/** The end of the game after `move`, played on with `policy`; null when the move is illegal. */
export function playedOut(world: TmState, seat: Seat, move: Move, random: BotRandom, policy: BotPolicy): TmState | null {
  return playToEndAfter(world, seat, move, PLAYOUT_MOVES, random, policy);
}

/** How well a played-out solo game ended: Mars terraformed first, then fewer steps left, then the evaluation. */
export function endValue(state: TmState, seat: Seat): number {
  const left = stepsLeft(state);
  return (left === 0 ? TERRAFORMED : 0) - left * PER_STEP_LEFT + evaluate(state, seat);
}
