// The search bot as a coach for Terraforming Mars: its suggested answer for a seat, and for the best few
// answers the share of sampled games that seat went on to win. Everything is computed from a re-dealt
// copy (hiddenInformation.ts), so a hint never rests on cards the seat cannot see.
import { legalMoves, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import type { HintReport } from '../../shared/hint';
import { determinize } from '../bots/hiddenInformation';
import { rankMoves } from '../bots/lookahead';
import { playoutPolicy } from '../bots/playoutPolicy';
import { playToEndAfter } from '../bots/playToEnd';
import { searchBot, timeCap, worldStream } from '../bots/searchBot';
import { MIN_WORLDS } from '../bots/searchRounds';
import { botRandom, type BotRandom } from '../bots/types';
import { EVERY_WORLD, ownsWorld, type WorldShare } from '../bots/worldShare';
import { winShare } from './playOut';

export interface HintBudget {
  /** Sampled worlds in which every shortlisted answer is played to the end of the game. */
  worlds: number;
  /** How many answers get a chance of winning. */
  choices: number;
  /** Moves a playout may run at most (a safety cap; a whole game is a few hundred). */
  playoutMoves: number;
  /** Legal answers above this many are not ranked (card subsets): only the suggestion gets a chance. */
  rankLimit: number;
  /** Stop adding worlds after this long (ms), past the first two; null for none (reproducible). */
  timeMs: number | null;
}

export const DEFAULT_HINT_BUDGET: HintBudget = { worlds: 6, choices: 3, playoutMoves: 3000, rankLimit: 60, timeMs: 6000 };

/**
 * The hint for `seat`, reproducible from `seed` when the time cap does not bind. With a share, only that
 * share's worlds are played (every share works out the same suggestion and shortlist, and draws the
 * same worlds), so the shares pooled (hintDesk.ts) give what one thread playing every world would.
 */
export function tmHint(state: TmState, seat: Seat, seed: number, budget: HintBudget = DEFAULT_HINT_BUDGET, share: WorldShare = EVERY_WORLD): HintReport {
  if (!state.pending[seat]) throw new Error(`seat ${seat + 1} has nothing to decide`);
  const random = botRandom(seed);
  // The seat's own knowledge: from here on nothing can depend on where the hidden cards really are.
  const seen = determinize(state, seat, random);
  const move = searchBot({ timeMs: null })(seen, seat, random);
  const choices = shortlist(seen, seat, move, budget, random);
  const wins = choices.map(() => 0);
  const worlds = worldStream(seen, seat, random);
  const cap = timeCap(budget.timeMs);
  let played = 0;
  while (worlds.drawn < budget.worlds) {
    const { index, world, seed: playSeed } = worlds.next();
    if (!ownsWorld(share, index)) continue;
    if (index >= MIN_WORLDS && cap.over()) break;
    // The same dice for every answer: differences come from the answer, not the luck of the playout.
    choices.forEach((choice, i) => (wins[i] += winShare(playToEndAfter(world, seat, choice, budget.playoutMoves, botRandom(playSeed), playoutPolicy), seat)));
    played++;
  }
  return { move, choices: choices.map((choice, i) => ({ move: choice, winChance: played ? wins[i] / played : 0 })), worlds: played };
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
