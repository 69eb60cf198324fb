// The search bot as a coach for Terraforming Mars: its suggested answer for a seat, and for the best few
// answers the share of sampled games that seat went on to win. Everything is computed from a re-dealt
// copy (hiddenInformation.ts), so a hint never rests on cards the seat cannot see.
import { applyMove, legalMoves, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import type { HintReport } from '../../shared/hint';
import { determinize } from '../bots/hiddenInformation';
import { rankMoves } from '../bots/lookahead';
import { searchBot } from '../bots/searchBot';
import { botRandom, type BotRandom } from '../bots/types';
import { playOut, winShare } from './playOut';

export interface HintBudget {
  /** Sampled worlds in which every shortlisted answer is played to the end of the game. */
  worlds: number;
  /** How many answers get a chance of winning. */
  choices: number;
  /** Moves a playout may run at most (a safety cap; a whole game is a few hundred). */
  playoutMoves: number;
  /** Legal answers above this many are not ranked (card subsets): only the suggestion gets a chance. */
  rankLimit: number;
  /** Stop adding worlds after this long (ms), once two are done; null for none (reproducible). */
  timeMs: number | null;
}

export const DEFAULT_HINT_BUDGET: HintBudget = { worlds: 6, choices: 3, playoutMoves: 3000, rankLimit: 60, timeMs: 6000 };

/**
 * One worker's part of a hint spread over several: every part works out the same suggestion and
 * shortlist (same seed, no time cap), then plays its own `worlds` from its own `seed`.
 */
export interface HintShare {
  worlds: number;
  seed: number;
}

/** The hint for `seat`, reproducible from `seed` (and the share) when the time cap does not bind. */
export function tmHint(state: TmState, seat: Seat, seed: number, budget: HintBudget = DEFAULT_HINT_BUDGET, share?: HintShare): HintReport {
  if (!state.pending[seat]) throw new Error(`seat ${seat + 1} has nothing to decide`);
  const random = botRandom(seed);
  // The seat's own knowledge: from here on nothing can depend on where the hidden cards really are.
  const seen = determinize(state, seat, random);
  const move = searchBot({ timeMs: null })(seen, seat, random);
  const choices = shortlist(seen, seat, move, budget, random);
  const wins = choices.map(() => 0);
  const wanted = share?.worlds ?? budget.worlds;
  const worldRandom = share ? botRandom(share.seed) : random;
  const started = performance.now();
  let worlds = 0;
  while (worlds < wanted && !(budget.timeMs !== null && worlds >= 2 && performance.now() - started > budget.timeMs)) {
    const world = determinize(seen, seat, worldRandom);
    const playSeed = Math.floor(worldRandom.next() * 0x100000000);
    // The same dice for every answer: differences come from the answer, not the luck of the playout.
    choices.forEach((choice, i) => (wins[i] += winShare(playToEnd(world, seat, choice, budget, botRandom(playSeed)), seat)));
    worlds++;
  }
  return { move, choices: choices.map((choice, i) => ({ move: choice, winChance: worlds ? wins[i] / worlds : 0 })), worlds };
}

/** The suggestion, then greedy's favourites, without repeats. */
function shortlist(seen: TmState, seat: Seat, suggestion: Move, budget: HintBudget, random: BotRandom): Move[] {
  const kind = seen.pending[seat]!.prompt.kind;
  const moves = kind === 'cards' || kind === 'opening' ? [] : legalMoves(seen, seat);
  const ranked = moves.length > 1 && moves.length <= budget.rankLimit ? rankMoves(determinize(seen, seat, random), seat, moves, random).map((r) => r.move) : [];
  const keys = new Set<string>();
  const unique: Move[] = [];
  for (const m of [suggestion, ...ranked]) {
    const key = JSON.stringify(m);
    if (keys.has(key)) continue;
    keys.add(key);
    unique.push(m);
  }
  return unique.slice(0, budget.choices);
}

/** The world after `move`, played on by the playout policy for everyone to the end of the game (or the cap). */
function playToEnd(world: TmState, seat: Seat, move: Move, budget: HintBudget, random: BotRandom): TmState | null {
  const first = applyMove(world, seat, move);
  return first.ok ? playOut(first.state, budget.playoutMoves, random) : null;
}
