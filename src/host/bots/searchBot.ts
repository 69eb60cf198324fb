// The search bot: on its turn it shortlists the greedy bot's best few actions, then plays each of them
// out in sampled worlds (hidden cards re-dealt from what it has not seen), with the greedy policy on
// every side, to the end of the generation: through the production phase to the next research, so
// every candidate, a pass as much as a card, is judged at the same point. The shortlist is narrowed
// by sequential halving, and the greedy favourite is left only for a challenger that wins clearly.
// Every candidate is tried in the same sampled worlds, so their comparison is fair even with few
// samples. Tile spaces are chosen the same way among greedy's best few, and card purchases (research,
// setup keep, draft picks) among greedy's answer and its nearest alternatives (purchaseCandidates.ts).
// Other questions (targets, amounts, payments) it answers greedily.
import { applyMove, legalMoves, waitingFor, type TmState } from '../../engine/tm';
import { sameData } from '../../shared/canonicalJson';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { greedyAt } from './greedyBot';
import { determinize } from './hiddenInformation';
import { evaluationAt, isSale, rankMovesBy, type PositionJudge } from './lookahead';
import { playoutPolicy, playoutPolicyAt } from './playoutPolicy';
import { purchaseCandidates, SEARCHED_CARD_CHOICES } from './purchaseCandidates';
import { searchValue } from './searchEvaluation';
import { isTimedSolo } from './soloEndgame';
import { halvingRounds, MIN_WORLDS, type SearchRound, type WorldResult } from './searchRounds';
import { botRandom, type BotPolicy, type BotRandom } from './types';
import { EVERY_WORLD, ownsWorld, type WorldShare } from './worldShare';
import { STANDARD_RATES, type Rates } from './worth';

export interface SearchBudget {
  /** Sampled worlds per decision; the greedy favourite and the last challenger are played in all of them. Reproducible. */
  samples: number;
  /** Wall-clock cap per decision in ms (applied after the first two worlds); null for none. The only source of non-determinism. */
  timeMs: number | null;
  /**
   * Playout moves (nodes) per decision: no round of the halving starts once they are spent, so a long
   * position plays fewer worlds. Null for none. Reproducible, unlike the time cap.
   */
  nodes: number | null;
  /** How many of the greedy ranking's best actions are compared. */
  candidates: number;
  /** Moves a playout may run at most before it is scored (a safety cap). */
  playoutMoves: number;
  /** Generation ends a playout runs through before it is judged: 1 stops at the next generation's research. */
  generations: number;
  /** Who plays inside the playouts: greedy's cheap version at `rates` (set both with `atRates`). */
  playoutPolicy: BotPolicy;
  /** The exchange rates greedy's shortlist and purchases are priced at. */
  rates: Rates;
  /** Standard errors by which a challenger must beat the greedy favourite. */
  confidence: number;
  /**
   * A second one-move judge whose favourite joins the shortlist right after greedy's, in a multiplayer
   * game (the expert's learned evaluation: expertBot.ts); null for none.
   */
  secondJudge: PositionJudge | null;
  /** How a playout's end is scored for the seat (the expert's is learned: learnedEvaluation.ts). */
  value: (state: TmState, seat: Seat) => number;
  /** What changes in a solo game with a generation limit (budgetIn), or null to search it like any other. */
  solo: Partial<Omit<SearchBudget, 'solo'>> | null;
}

/** The budget a decision in `state` is searched with: a timed solo game's own changes, when the budget has them. */
export function budgetIn(state: TmState, budget: SearchBudget): SearchBudget {
  return budget.solo && isTimedSolo(state) ? { ...budget, ...budget.solo } : budget;
}

/**
 * The default keeps a 100-game search-vs-greedy simulation within about ten minutes on two cores:
 * 3 candidates in 2 worlds, then greedy's favourite and the better challenger in 2 more (10 playouts).
 * 6 worlds won no more games and took half as long again.
 */
export const DEFAULT_SEARCH_BUDGET: SearchBudget = {
  samples: 4, timeMs: 400, nodes: null, candidates: 3, playoutMoves: 200, generations: 1, playoutPolicy, rates: STANDARD_RATES, confidence: 0.5, secondJudge: null,
  value: searchValue, solo: null,
};

/** A budget's rates and the playout policy that plays at them, which always go together. */
export function atRates(rates: Rates): Pick<SearchBudget, 'rates' | 'playoutPolicy'> {
  return { rates, playoutPolicy: playoutPolicyAt(rates) };
}

/**
 * A sampled world played on from a candidate's move to the next generation's research (through the
 * production phase; with `generations: 2`, the one after) or the end of the game: the same point for
 * every candidate, so they are compared like with like. Null when the move is illegal.
 */
export function playToNextGeneration(world: TmState, seat: Seat, move: Move, budget: SearchBudget, random: BotRandom): TmState | null {
  const played = countedPlayout(world, seat, move, budget, random, NEVER);
  return played === STOPPED ? null : played.state;
}

const NEVER = () => false;
/** A playout abandoned because the decision's hard deadline passed. */
const STOPPED = 'stopped';

/** The playout and the policy moves it took (its nodes); STOPPED once `stop()` says so between moves. */
function countedPlayout(
  world: TmState, seat: Seat, move: Move, budget: SearchBudget, random: BotRandom, stop: () => boolean,
): { state: TmState | null; nodes: number } | typeof STOPPED {
  const first = applyMove(world, seat, move);
  if (!first.ok) return { state: null, nodes: 0 };
  let state = first.state;
  let nodes = 0;
  for (let i = 0; i < budget.playoutMoves && !state.finished && state.generation < world.generation + budget.generations; i++) {
    const mover = waitingFor(state)[0];
    if (mover === undefined) break;
    if (stop()) return STOPPED;
    const result = applyMove(state, mover, budget.playoutPolicy(state, mover, random));
    nodes++;
    if (!result.ok) break;
    state = result.state;
  }
  return { state, nodes };
}

function playout(world: TmState, seat: Seat, move: Move, budget: SearchBudget, random: BotRandom, stop: () => boolean): { value: number; nodes: number } | typeof STOPPED {
  const played = countedPlayout(world, seat, move, budget, random, stop);
  if (played === STOPPED) return STOPPED;
  return { value: played.state ? budget.value(played.state, seat) : -Infinity, nodes: played.nodes };
}

/** Greedy's best few answers (an action or a space), its favourite first; the second judge's favourite next, when it has one. */
function rankedShortlist(state: TmState, seat: Seat, random: BotRandom, budget: SearchBudget): Move[] {
  const moves = legalMoves(state, seat);
  if (moves.length <= 1) return moves;
  const world = determinize(state, seat, random);
  const secondJudge = state.players.length > 1 ? budget.secondJudge : null;
  // Both judges value the same positions: each move is played once.
  const [byGreedy, bySecond] = rankMovesBy(world, seat, moves, random, budget.rates, secondJudge ? [evaluationAt(budget.rates), secondJudge] : [evaluationAt(budget.rates)]);
  // Patents are sold when greedy would sell them, in its batch: a sale taken early because a playout
  // liked the M€ left later cards to be sold in another action (issue 26's piecemeal sales).
  const ranked = byGreedy.map((r) => r.move).filter((move, i) => i === 0 || !isSale(move));
  if (secondJudge) {
    const second = bySecond.find((r) => !isSale(r.move))?.move;
    if (second && !sameData(second, ranked[0])) {
      return [ranked[0], second, ...ranked.slice(1).filter((move) => !sameData(move, second))].slice(0, budget.candidates);
    }
  }
  return ranked.slice(0, budget.candidates);
}

/** What a decision comes to before any world is played: an answer already, or the candidates to compare. */
export type SearchPlan = { move: Move } | { shortlist: Move[] };

/** Actions and tile spaces among greedy's best few; card purchases among greedy's answer and its nearest alternatives; the rest greedy. */
export function searchPlan(state: TmState, seat: Seat, random: BotRandom, budget: SearchBudget): SearchPlan {
  const decision = state.pending[seat];
  const prompt = decision?.prompt;
  let shortlist: Move[];
  if (prompt?.kind === 'action' || prompt?.kind === 'space') shortlist = rankedShortlist(state, seat, random, budget);
  else {
    const greedy = greedyAt(budget.rates)(state, seat, random);
    if (prompt?.kind !== 'cards' || !SEARCHED_CARD_CHOICES.has(decision!.resolver)) return { move: greedy };
    shortlist = purchaseCandidates(state, seat, prompt, greedy, budget.candidates, budget.rates);
  }
  return shortlist.length <= 1 ? { move: shortlist[0] } : { shortlist };
}

/** One sampled world of a decision: the hidden cards re-dealt, and the dice every candidate plays it with. */
interface SampledWorld {
  index: number;
  world: TmState;
  seed: number;
}

/** A decision's sampled worlds, drawn one after another from the decision's randomness. */
export interface WorldStream {
  drawn: number;
  next(): SampledWorld;
}

export function worldStream(state: TmState, seat: Seat, random: BotRandom): WorldStream {
  const stream: WorldStream = {
    drawn: 0,
    next: () => ({ index: stream.drawn++, world: determinize(state, seat, random), seed: Math.floor(random.next() * 0x100000000) }),
  };
  return stream;
}

/**
 * Plays this share's worlds of `round`, drawing every world up to the round's end (played or not, so
 * every share sees the same worlds): in each, the favourite and the round's challengers, with the same
 * dice, as differences against the favourite. Past the first MIN_WORLDS worlds, a spent cap stops it;
 * a passed `deadline` (the host's safety net) stops it anywhere, dropping the world it was playing.
 */
export function playRound(
  worlds: WorldStream, seat: Seat, shortlist: Move[], round: SearchRound, share: WorldShare, budget: SearchBudget, cap: TimeCap,
  deadline: TimeCap = NO_CAP,
): WorldResult[] {
  const results: WorldResult[] = [];
  const stop = () => deadline.over();
  while (worlds.drawn < round.until) {
    const { index, world, seed } = worlds.next();
    if (index < round.from || !ownsWorld(share, index - round.from)) continue;
    // The cap never cuts below the worlds a comparison needs, or a loaded machine would turn search into greedy.
    if ((index >= MIN_WORLDS && cap.over()) || stop()) break;
    // the same playout randomness for every candidate: differences come from the move, not the dice
    const played = [0, ...round.challengers].map((i) => playout(world, seat, shortlist[i], budget, botRandom(seed), stop));
    if (played.some((p) => p === STOPPED)) break;
    const [favourite, ...challengers] = played as { value: number; nodes: number }[];
    results.push({
      world: index,
      diffs: challengers.map((c) => c.value - favourite.value),
      nodes: played.reduce((sum, p) => sum + (p as { nodes: number }).nodes, 0),
    });
  }
  return results;
}

/** A time cap started now: the ms left of it (null for no cap), and whether it is spent. */
export interface TimeCap {
  left(): number | null;
  over(): boolean;
}

export function timeCap(ms: number | null): TimeCap {
  const started = performance.now();
  const spent = () => performance.now() - started;
  return { left: () => (ms === null ? null : Math.max(0, ms - spent())), over: () => ms !== null && spent() > ms };
}

export const NO_CAP: TimeCap = timeCap(null);

/** The one-thread search: every round's worlds played here, in order (searchShares.ts spreads them over workers). */
export function searchBot(options: Partial<SearchBudget> = {}): BotPolicy {
  const base = { ...DEFAULT_SEARCH_BUDGET, ...options };
  return (state, seat, random) => {
    const budget = budgetIn(state, base);
    const plan = searchPlan(state, seat, random, budget);
    if ('move' in plan) return plan.move;
    const worlds = worldStream(state, seat, random);
    const cap = timeCap(budget.timeMs);
    const rounds = halvingRounds(plan.shortlist.length, budget.samples, budget.confidence, { nodes: budget.nodes });
    for (let step = rounds.next(); ; ) {
      if (step.done) return plan.shortlist[step.value];
      step = rounds.next(playRound(worlds, seat, plan.shortlist, step.value, EVERY_WORLD, budget, cap));
    }
  };
}
