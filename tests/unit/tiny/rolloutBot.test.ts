// The solitaire planner answers legally, knows only the cards the seat has seen, and its answer never
// depends on the cards it has not seen.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, viewFor, waitingFor, type TinyState } from '../../../src/engine/tiny';
import { basicTinyBot } from '../../../src/host/bots/tiny/basic';
import { determinized, rolloutTinyBot, unseenOnTop } from '../../../src/host/bots/tiny/rollout';
import { botRandom } from '../../../src/host/bots/types';
import { TWO } from './harness';

const planner = rolloutTinyBot({ samples: 2 });

function soloGame(seed: string): TinyState {
  return createGame({ players: [TWO[0]], seed, options: { map: 'tharsis', intense: false } });
}

/** Plays the planner until it faces an action prompt with a real choice. */
function firstActionChoice(state: TinyState): TinyState {
  const rng = botRandom(9);
  for (let i = 0; i < 200; i++) {
    const seat = waitingFor(state)[0];
    if (state.pending?.kind === 'action' && legalMoves(state, seat).length > 1) return state;
    const r = applyMove(state, seat, planner(state, seat, rng));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.state;
  }
  throw new Error('no action choice reached');
}

describe('TINYforming Mars solitaire planner', () => {
  it('answers every prompt of the first generations with a legal move, before and after the deck is known', () => {
    const cheap = rolloutTinyBot({ samples: 1 });
    let state = soloGame('plan-whole');
    const rng = botRandom(5);
    while (state.generation <= 3) {
      const seat = waitingFor(state)[0];
      const move = cheap(state, seat, rng);
      expect(legalMoves(state, seat)).toContainEqual(move);
      const r = applyMove(state, seat, move);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.state;
    }
    expect(unseenOnTop(state)).toBe(0);
  });

  it('plans two interleaved games exactly as it plans each alone (its remembered lines are per position)', () => {
    type Game = { state: TinyState; rng: ReturnType<typeof botRandom>; moves: unknown[] };
    const start = (seed: string, rngSeed: number): Game => ({ state: soloGame(seed), rng: botRandom(rngSeed), moves: [] });
    const step = (bot: ReturnType<typeof rolloutTinyBot>, g: Game) => {
      const seat = waitingFor(g.state)[0];
      const move = bot(g.state, seat, g.rng);
      const r = applyMove(g.state, seat, move);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      g.state = r.state;
      g.moves.push(move);
    };
    const until = (g: Game) => g.state.generation <= 3;
    const alone = [start('inter-a', 1), start('inter-b', 2)];
    for (const g of alone) {
      const bot = rolloutTinyBot({ samples: 1 });
      while (until(g)) step(bot, g);
    }
    const together = [start('inter-a', 1), start('inter-b', 2)];
    const shared = rolloutTinyBot({ samples: 1 });
    while (together.some(until)) for (const g of together) if (until(g)) step(shared, g);
    expect(together.map((g) => g.moves)).toEqual(alone.map((g) => g.moves));
  });

  it('counts as known exactly the deck cards the seat has seen: the setup card and every drawn card', () => {
    for (const seed of ['seen-1', 'seen-2']) {
      let state = soloGame(seed);
      // The setup card went under the deck before the first generation's three were drawn from the top.
      const seen = new Set<number>([state.deck[state.deck.length - 1].card, ...state.table.map((t) => t.card)]);
      const rng = botRandom(1);
      while (!state.finished) {
        for (const t of state.table) seen.add(t.card);
        const unseen = unseenOnTop(state);
        state.deck.forEach((d, i) => expect(seen.has(d.card), `deck place ${i} in generation ${state.generation}`).toBe(i >= unseen));
        const seat = waitingFor(state)[0];
        const r = applyMove(state, seat, basicTinyBot(viewFor(state, seat), legalMoves(state, seat), rng));
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        state = r.state;
      }
    }
  });

  it('re-deals only the unseen top of the deck and keeps the seen rest in its public order', () => {
    const state = soloGame('plan-deal');
    const unseen = unseenOnTop(state);
    expect(unseen).toBeGreaterThan(0);
    const world = determinized(state, botRandom(2));
    expect(world.deck.slice(unseen)).toEqual(state.deck.slice(unseen));
    expect(world.deck.slice(0, unseen).map((d) => d.card).sort()).toEqual(state.deck.slice(0, unseen).map((d) => d.card).sort());
    expect(world.rng).not.toBe(state.rng);
  });

  it('chooses the same move whatever the order and faces of the unseen cards', () => {
    const state = firstActionChoice(soloGame('plan-hidden'));
    const seat = waitingFor(state)[0];
    const unseen = unseenOnTop(state);
    expect(unseen).toBeGreaterThan(1);
    const top = state.deck.slice(0, unseen).reverse().map((d) => ({ ...d, up: d.up === 'A' ? ('B' as const) : ('A' as const) }));
    const reshuffled: TinyState = { ...state, deck: [...top, ...state.deck.slice(unseen)], rng: 12345 };
    expect(rolloutTinyBot({ samples: 2 })(reshuffled, seat, botRandom(4))).toEqual(rolloutTinyBot({ samples: 2 })(state, seat, botRandom(4)));
  });
});
