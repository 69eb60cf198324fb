// A search decision spread over workers' shares of its sampled worlds chooses what the one-thread search
// chooses, whatever the number of workers and the order their worlds come back in, and plays each world once.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import type { Seat } from '../../../src/shared/tm/basics';
import { BOTS, botRandom } from '../../../src/host/bots';
import { DEFAULT_SEARCH_BUDGET, searchBot, searchPlan } from '../../../src/host/bots/searchBot';
import { pooledSearch, searchShare, type SearchStep } from '../../../src/host/bots/searchShares';
import { setupFor } from '../support/tmHarness';

const game = setupFor(2, 'search-shares', { draft: true }, { kind: 'bot', beginner: false });

/** Reproducible: no time cap. */
const BUDGET = { ...DEFAULT_SEARCH_BUDGET, timeMs: null };

interface Decision {
  state: TmState;
  seat: Seat;
  seed: number;
  kind: string;
}

/** Positions of a greedy game where the search has candidates to compare: a few of each kind of question. */
function decisions(): Decision[] {
  const found: Decision[] = [];
  const wanted: Record<string, number> = { action: 3, space: 1, cards: 2 };
  let state = createGame(game);
  const random = botRandom(5);
  while (!state.finished && Object.values(wanted).some((n) => n > 0)) {
    const seat = waitingFor(state)[0];
    const kind = state.pending[seat]!.prompt.kind;
    const seed = state.moveCount + 1;
    if ((wanted[kind] ?? 0) > 0 && state.generation >= 2 && 'shortlist' in searchPlan(state, seat, botRandom(seed), BUDGET)) {
      wanted[kind]--;
      found.push({ state, seat, seed, kind });
    }
    const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return found;
}

describe('a search decision spread over workers', () => {
  const positions = decisions();

  it('finds actions, a tile space and card purchases to compare', () => {
    expect(positions.map((d) => d.kind).sort()).toEqual(['action', 'action', 'action', 'cards', 'cards', 'space']);
  });

  it('chooses the one-thread move with 1 to 4 workers, each world of a round played once, whatever order the worlds come back in', async () => {
    let challengersChosen = 0;
    for (const { state, seat, seed } of positions) {
      const alone = searchBot(BUDGET)(state, seat, botRandom(seed));
      const plan = searchPlan(state, seat, botRandom(seed), BUDGET);
      if ('shortlist' in plan && JSON.stringify(plan.shortlist[0]) !== JSON.stringify(alone)) challengersChosen++;
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
