// A search decision spread over workers' shares of its sampled worlds chooses what the one-thread search
// chooses, whatever the number of workers and the order their worlds come back in, and plays each world once.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import type { Seat } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import { BOTS, botRandom } from '../../../src/host/bots';
import { DEFAULT_SEARCH_BUDGET, searchBot, searchPlan, type SearchPlan } from '../../../src/host/bots/searchBot';
import { pooledSearch, searchShare, type SearchStep } from '../../../src/host/bots/searchShares';
import { halvingRounds } from '../../../src/host/bots/searchRounds';
import { setupFor } from '../support/tmHarness';
import { refusalError } from '../support/tmRefusal';

const game = setupFor(2, 'search-shares', { draft: true }, { kind: 'bot', beginner: false });

/** Reproducible: no time cap. */
const BUDGET = { ...DEFAULT_SEARCH_BUDGET, timeMs: null };

interface Decision {
  state: TmState;
  seat: Seat;
  seed: number;
  kind: string;
}

/** Whether the search's move `chosen` is a challenger rather than its plan's first candidate, greedy's favourite. */
function isChallenger(plan: SearchPlan, chosen: Move): boolean {
  return 'shortlist' in plan && JSON.stringify(plan.shortlist[0]) !== JSON.stringify(chosen);
}

/**
 * Positions of a greedy game where the search has candidates to compare: a few of each kind of
 * question, one of the actions a position where a challenger beats greedy's favourite.
 */
function decisions(): Decision[] {
  const found: Decision[] = [];
  const wanted: Record<string, number> = { action: 2, space: 1, cards: 2, challenger: 1 };
  let state = createGame(game);
  const random = botRandom(5);
  while (!state.finished && Object.values(wanted).some((n) => n > 0)) {
    const seat = waitingFor(state)[0];
    const prompt = state.pending[seat]!.prompt.kind;
    const seed = state.moveCount + 1;
    const wantsChallenger = prompt === 'action' && wanted.challenger > 0;
    if (state.generation >= 2 && ((wanted[prompt] ?? 0) > 0 || wantsChallenger)) {
      const plan = searchPlan(state, seat, botRandom(seed), BUDGET);
      const kind = wantsChallenger && isChallenger(plan, searchBot(BUDGET)(state, seat, botRandom(seed))) ? 'challenger' : prompt;
      if ((wanted[kind] ?? 0) > 0 && 'shortlist' in plan) {
        wanted[kind]--;
        found.push({ state, seat, seed, kind: prompt });
      }
    }
    const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return found;
}

/** Found once: scanning the game runs a search at every candidate position. */
const allDecisions = decisions();

describe('a search decision spread over workers', () => {
  const positions = allDecisions;

  it('finds actions, a tile space and card purchases to compare', () => {
    expect(positions.map((d) => d.kind).sort()).toEqual(['action', 'action', 'action', 'cards', 'cards', 'space']);
  });

  it('chooses the one-thread move with 1 to 4 workers, each world of a round played once, whatever order the worlds come back in', async () => {
    let challengersChosen = 0;
    for (const { state, seat, seed } of positions) {
      const alone = searchBot(BUDGET)(state, seat, botRandom(seed));
      if (isChallenger(searchPlan(state, seat, botRandom(seed), BUDGET), alone)) challengersChosen++;
      for (const workers of [1, 2, 3, 4]) {
        const played = new Map<number, number[]>();
        const ask = async (step: SearchStep) => {
          const reply = searchShare(state, seat, seed, step, BUDGET);
          if (!('worlds' in reply)) return reply;
          const round = step.round?.index ?? 0;
          played.set(round, [...(played.get(round) ?? []), ...reply.worlds.map((w) => w.world)]);
          // The last worker's worlds first: the pooling must not care.
          return { ...reply, worlds: [...reply.worlds].reverse() };
        };
        expect(await pooledSearch(ask, workers, BUDGET)).toEqual(alone);
        const worlds = [...played.values()].flat().sort((a, b) => a - b);
        expect(worlds).toEqual(Array.from({ length: BUDGET.samples }, (_, i) => i));
      }
    }
    // Not only greedy's favourite: the pooled comparison itself decided some of these.
    expect(challengersChosen).toBeGreaterThan(0);
  });

  it('answers without playing any world when there is nothing to compare', async () => {
    const opening = createGame(game);
    const asked: SearchStep[] = [];
    const move = await pooledSearch(async (step) => (asked.push(step), searchShare(opening, 0, 9, step, BUDGET)), 2, BUDGET);
    expect(move).toEqual(searchBot(BUDGET)(opening, 0, botRandom(9)));
    expect(asked.every((step) => step.round === null)).toBe(true);
  });
});

describe('a search decision bounded by playout moves (nodes) and a hard deadline', () => {
  const positions = allDecisions.filter((d) => d.kind === 'action');

  it('stops starting rounds once the node budget is spent, choosing the one-thread move with 1 to 3 workers', async () => {
    let trimmed = 0;
    for (const { state, seat, seed } of positions) {
      // A budget the first round alone spends: the decision rests on the first round's worlds.
      const bounded = { ...BUDGET, samples: 6, candidates: 4, nodes: 1 };
      const alone = searchBot(bounded)(state, seat, botRandom(seed));
      for (const workers of [1, 2, 3]) {
        const rounds: (number | null)[] = [];
        const move = await pooledSearch(async (step) => (rounds.push(step.round?.index ?? null), searchShare(state, seat, seed, step, bounded)), workers, bounded);
        expect(move).toEqual(alone);
        // Only the first round was asked for (null: the round asked before the candidates are known).
        expect(rounds.every((r) => r === null)).toBe(true);
      }
      const unbounded: (number | null)[] = [];
      await pooledSearch(async (step) => (unbounded.push(step.round?.index ?? null), searchShare(state, seat, seed, step, { ...bounded, nodes: null })), 2, { ...bounded, nodes: null });
      if (unbounded.some((r) => r !== null)) trimmed++;
    }
    // Without the budget the same decisions go on to later rounds: the budget is what stopped them.
    expect(trimmed).toBeGreaterThan(0);
  });

  it('counts the playout moves of every world it plays', () => {
    const { state, seat, seed } = positions[0];
    const reply = searchShare(state, seat, seed, { round: null, share: { part: 0, parts: 1 }, timeMs: null }, BUDGET);
    expect('worlds' in reply && reply.worlds.length > 0 && reply.worlds.every((w) => w.nodes > 0)).toBe(true);
  });

  it('answers greedy\'s favourite when the deadline has already passed, without playing a world', async () => {
    const { state, seat, seed } = positions[0];
    const plan = searchPlan(state, seat, botRandom(seed), BUDGET);
    if (!('shortlist' in plan)) throw new Error('expected candidates');
    const replies: number[] = [];
    const move = await pooledSearch(async (step) => {
      const reply = searchShare(state, seat, seed, step, BUDGET);
      replies.push('worlds' in reply ? reply.worlds.length : -1);
      return reply;
    }, 2, BUDGET, 0);
    expect(move).toEqual(plan.shortlist[0]);
    expect(replies.every((n) => n === 0)).toBe(true);
  });
});

describe('the halving schedule under limits', () => {
  const world = (i: number, nodes: number) => ({ world: i, diffs: [1, 1, 1], nodes });

  it('starts no round past the node budget, and decides on the worlds played', () => {
    const rounds = halvingRounds(4, 8, 0.5, { nodes: 10 });
    const first = rounds.next();
    if (first.done) throw new Error('expected a round');
    const { from, until } = first.value;
    const results = Array.from({ length: until - from }, (_, k) => world(from + k, 4));
    const end = rounds.next(results);
    expect(end.done).toBe(true);
  });

  it('goes on while the budget lasts', () => {
    const rounds = halvingRounds(4, 8, 0.5, { nodes: 1000 });
    const first = rounds.next();
    if (first.done) throw new Error('expected a round');
    const second = rounds.next(Array.from({ length: first.value.until - first.value.from }, (_, k) => world(first.value.from + k, 4)));
    expect(second.done).toBe(false);
  });

  it('starts no round once stopped, whatever the budget', () => {
    const rounds = halvingRounds(4, 8, 0.5, { nodes: null, stopped: () => true });
    const first = rounds.next();
    if (first.done) throw new Error('expected a round');
    expect(rounds.next([]).done).toBe(true);
  });
});
