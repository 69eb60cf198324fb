// Colonies state in saves (plain JSON, replayable) and in every seat's view.
import { englishLog } from '../support/tmLogWords';
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, viewFor } from '../../../src/engine/tm';
import type { Move } from '../../../src/shared/tm/prompt';
import { setupFor, startedGame } from '../support/tmHarness';
import { coloniesGame, colonize, tradeNow } from './coloniesKit';
import { refusalError } from '../support/tmRefusal';

/** Plays the first legal move that is a trade or a colony choice when there is one, else the first move. */
function playSome(setup: ReturnType<typeof setupFor>, count: number) {
  let state = createGame(setup);
  const moves: { seat: number; move: Move }[] = [];
  for (let i = 0; i < count && !state.finished; i++) {
    const seat = state.players.findIndex((p) => state.pending[p.seat]);
    const options = legalMoves(state, seat);
    const move = options.find((m) => m.type === 'trade' || m.type === 'colony')
      ?? options.find((m) => m.type === 'standardProject' && m.project === 'Build Colony')
      ?? options.find((m) => m.type === 'pass') ?? options[0];
    const r = applyMove(state, seat, move);
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
    moves.push({ seat, move });
  }
  return { state, moves };
}

describe('Colonies in saves', () => {
  it('the state is plain JSON and a replay of the moves gives the same state', () => {
    const setup = setupFor(2, 'save-seed', { colonies: true });
    const { state, moves } = playSome(setup, 60);
    expect(state.stats.coloniesBuilt ?? 0).toBeGreaterThan(0);
    const copy = JSON.parse(JSON.stringify(state));
    expect(copy.colonies).toEqual(state.colonies);
    let replay = createGame(setup);
    for (const { seat, move } of moves) {
      const r = applyMove(replay, seat, move);
      if (!r.ok) throw refusalError(r.error);
      replay = r.state;
    }
    expect(stateHash(replay)).toBe(stateHash(state));
  });

  it('a state saved before Colonies existed (no option, no colonies) still plays', () => {
    const old = JSON.parse(JSON.stringify(startedGame()));
    delete old.options.colonies;
    delete old.colonies;
    const moves = legalMoves(old, 0);
    expect(moves.some((m) => m.type === 'trade')).toBe(false);
    const r = applyMove(old, 0, { type: 'pass' });
    expect(r.ok).toBe(true);
    expect(viewFor(old, 0).colonies).toBeUndefined();
  });
});

describe('the colonies view', () => {
  it('shows each moon with its marker, track, colonies, fleet and open state, and the fleets', () => {
    let s = colonize(coloniesGame(['Ceres', 'Titan']), 'Ceres', [1], 3);
    s = tradeNow(s, 0, 'Ceres');
    const view = viewFor(s, 1).colonies!;
    expect(view.tiles[0]).toMatchObject({ name: 'Ceres', open: true, marker: 1, colonies: [1], fleet: 0,
      colonyBonus: { kind: 'resource', resource: 'steel', amount: 2 }, placementBonus: { kind: 'production', resource: 'steel', amount: 1 } });
    expect(view.tiles[0].track).toEqual([1, 2, 3, 4, 6, 8, 10].map((amount) => ({ kind: 'resource', resource: 'steel', amount })));
    expect(view.tiles[1].track[4]).toEqual({ kind: 'cardResource', resource: 'floater', amount: 3 });
    expect(view.tiles[1]).toMatchObject({ name: 'Titan', open: false, fleet: null });
    expect(view.fleets).toEqual([{ seat: 0, total: 1, free: 0 }, { seat: 1, total: 1, free: 1 }]);
    expect(englishLog(s.log)).toContain('P1 traded with Ceres: 4 steel');
  });
});
