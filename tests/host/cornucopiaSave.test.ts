// Cornucopia through the host: a factory and its modules survive a save, from the snapshot and by replay.
import { expect, it } from 'vitest';
import { legalMoves, type TmState } from '../../src/engine/tm';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { tmEngine } from '../../src/host/systems/tm';
import type { Move } from '../../src/shared/tm/prompt';
import { createSession } from './support/fakeEngine';
import { useTempDirs } from './support/tempDir';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

/** A city, then a factory, then modules and module actions whenever offered; otherwise pass. */
function prefer(moves: Move[]): Move {
  const project = (name: string) => moves.find((m) => m.type === 'standardProject' && m.project === name);
  return moves.find((m) => m.type === 'grid' || m.type === 'moduleAction')
    ?? project('Production Module') ?? project('Food Factory') ?? project('City')
    ?? moves.find((m) => m.type === 'pass') ?? moves[0];
}

it('a Cornucopia save restores factories and modules, from the snapshot and by replay', () => {
  const store = new SaveStore(tempDir());
  const session = createSession({
    seed: 'cornucopia-save-1',
    options: { corporateEra: true, draft: false, solo: false, cornucopia: true },
    players: [{ name: 'Ada', color: 'red', kind: 'human', beginner: true }, { name: 'Bo', color: 'blue', kind: 'human', beginner: true }],
  }, { engine: tmEngine, store }, 'corn-1');
  for (let i = 0; i < 40 && session.status === 'playing'; i++) {
    const seat = session.waitingFor()[0];
    expect(session.submit(seat, prefer(legalMoves(session.state as TmState, seat)))).toEqual({ ok: true });
  }
  const state = session.state as TmState;
  expect(state.players.some((p) => p.factory?.cells.some(Boolean))).toBe(true);
  const saved = store.load('corn-1');
  if (!saved.ok) throw new Error(refusalLine(saved.error));
  for (const snapshot of [saved.value.snapshot, null]) {
    const resumed = Session.resume({ ...saved.value, snapshot }, 'corn-1', { engine: tmEngine });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.stateHash()).toBe(session.stateHash());
    expect((resumed.value.state as TmState).players.map((p) => p.factory)).toEqual(state.players.map((p) => p.factory));
    expect((resumed.value.state as TmState).cornucopia).toEqual(state.cornucopia);
  }
});
