// The coach's hint uses only what the seat may know, changes nothing, and reports chances it measured.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { pooledHint } from '../../../src/host/hints/hintDesk';
import { HINTERS } from '../../../src/host/hints/hinters';
import { winShare } from '../../../src/host/hints/playOut';
import { tmHint, type HintBudget } from '../../../src/host/hints/tmHint';
import type { NewGameSetup } from '../../../src/shared/protocol';

const game = {
  seed: 'hint-test',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Me', color: 'red', kind: 'human', beginner: false },
    { name: 'You', color: 'blue', kind: 'human', beginner: false },
  ],
} as NewGameSetup;

/** Small but reproducible: no time cap. */
const BUDGET: HintBudget = { worlds: 1, choices: 3, playoutMoves: 3000, rankLimit: 60, timeMs: null };

/** Basic moves until seat 0 must act in generation 2, the opponent holding cards. */
function midGame(): TmState {
  let state = createGame(game);
  const random = botRandom(7);
  while (!(state.generation >= 2 && state.pending[0]?.prompt.kind === 'action' && state.players[1].hand.length > 1)) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS.basic(state, seat, random));
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

/** The same position with the opponent's hand swapped for deck cards and the deck reordered. */
function swappedOpponentHand(state: TmState): TmState {
  const copy = structuredClone(state);
  const theirs = copy.players[1].hand;
  const taken = theirs.splice(0, theirs.length);
  theirs.push(...copy.deck.splice(0, taken.length));
  copy.deck.push(...taken);
  copy.deck.reverse();
  return copy;
}

describe('tmHint', () => {
  const state = midGame();

  it('suggests a legal move, with a chance of winning for up to three answers, and leaves the game as it was', () => {
    const before = stateHash(state);
    const hint = tmHint(state, 0, 11, BUDGET);
    expect(stateHash(state)).toBe(before);
    const legal = legalMoves(state, 0).map((m) => JSON.stringify(m));
    expect(legal).toContain(JSON.stringify(hint.move));
    expect(hint.choices[0].move).toEqual(hint.move);
    expect(hint.choices.length).toBeGreaterThan(1);
    expect(hint.choices.length).toBeLessThanOrEqual(3);
    for (const c of hint.choices) {
      expect(legal).toContain(JSON.stringify(c.move));
      // one world: each answer won, tied or lost it
      expect([0, 0.5, 1]).toContain(c.winChance);
    }
    expect(hint.worlds).toBe(1);
  });

  it('gives the same hint when the opponent holds other cards: it never looks at them', () => {
    const swapped = swappedOpponentHand(state);
    expect(swapped.players[1].hand).not.toEqual(state.players[1].hand);
    expect(tmHint(swapped, 0, 11, BUDGET)).toEqual(tmHint(state, 0, 11, BUDGET));
    // What the host hands to the worker holds no trace of where the hidden cards were, either.
    const prepare = HINTERS.tm!.prepare;
    expect(prepare(swapped, 0, 3)).toEqual(prepare(state, 0, 3));
  });

  it('spread over workers, the shares pooled give the hint one thread gives: same suggestion, each world played once', () => {
    const budget = { ...BUDGET, worlds: 3 };
    const whole = tmHint(state, 0, 11, budget);
    const parts = [tmHint(state, 0, 11, budget, { part: 0, parts: 2 }), tmHint(state, 0, 11, budget, { part: 1, parts: 2 })];
    expect(parts.map((p) => p.worlds)).toEqual([2, 1]);
    for (const part of parts) expect(part.choices.map((c) => c.move)).toEqual(whole.choices.map((c) => c.move));
    const pooled = pooledHint(parts);
    expect(pooled.worlds).toBe(3);
    expect(pooled.move).toEqual(whole.move);
    pooled.choices.forEach((c, i) => expect(c.winChance).toBeCloseTo(whole.choices[i].winChance!, 12));
  });

  it('counts a win, a shared win and a loss from the final scores', () => {
    const end = structuredClone(state);
    end.finished = true;
    const line = (seat: number, rank: number) => ({ seat, rank }) as NonNullable<TmState['scores']>[number];
    end.scores = [line(0, 1), line(1, 2)];
    expect(winShare(end, 0)).toBe(1);
    expect(winShare(end, 1)).toBe(0);
    end.scores = [line(0, 1), line(1, 1)];
    expect(winShare(end, 1)).toBe(0.5);
    expect(winShare(null, 0)).toBe(0);
  });
});
