// Sessions over the real Terraforming Mars engine: refusals leave the state alone, saves restore exactly.
import { describe, expect, it } from 'vitest';
import { legalMoves, type TmState } from '../../src/engine/tm';
import { tmEngine } from '../../src/host/systems/tm';
import { createSession } from './support/fakeEngine';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import type { NewGameSetup } from '../../src/shared/protocol';
import { useTempDirs } from './support/tempDir';
import { english } from './support/english';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

const setup: NewGameSetup = {
  seed: 'host-test-1',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Ada', color: 'red', kind: 'human', beginner: false },
    { name: 'Bo', color: 'blue', kind: 'human', beginner: false },
  ],
};

/** Answers whatever is asked with the first legal move, `count` times. */
function play(session: Session, count: number): void {
  for (let i = 0; i < count && session.status === 'playing'; i++) {
    const seat = session.waitingFor()[0];
    const move = legalMoves(session.state as TmState, seat)[0];
    expect(session.submit(seat, move)).toEqual({ ok: true });
  }
}

describe('session with the real engine', () => {
  it('an illegal move returns the engine error and leaves the state unchanged', () => {
    const session = createSession(setup, { engine: tmEngine }, 'real-1');
    const seat = session.waitingFor()[0];
    const before = session.stateHash();
    const result = session.submit(seat, { type: 'space', space: 'nowhere' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(english(result.error).length).toBeGreaterThan(0);
    expect(session.stateHash()).toBe(before);
    expect(session.moves).toEqual([]);
  });

  it('a move from a seat that is not to decide is refused', () => {
    const session = createSession(setup, { engine: tmEngine }, 'real-2');
    // Answer until some seat is not waiting (set-up choices may be simultaneous).
    for (let i = 0; i < 50 && session.waitingFor().length === setup.players.length; i++) play(session, 1);
    const idle = [0, 1].find((s) => !session.waitingFor().includes(s));
    expect(idle).toBeDefined();
    const before = session.stateHash();
    expect(session.submit(idle!, { type: 'pass' }).ok).toBe(false);
    expect(session.stateHash()).toBe(before);
  });

  it('save then load gives the same state hash, from the snapshot and by replay', () => {
    const store = new SaveStore(tempDir());
    const session = createSession(setup, { engine: tmEngine, store }, 'real-3');
    play(session, 25);
    const hash = session.stateHash();

    const saved = store.load('real-3');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect(saved.value.moves).toHaveLength(session.moves.length);

    const fromSnapshot = Session.resume(saved.value, 'real-3', { engine: tmEngine });
    if (!fromSnapshot.ok) throw new Error(JSON.stringify(fromSnapshot.error));
    expect(fromSnapshot.value.stateHash()).toBe(hash);

    const byReplay = Session.resume({ ...saved.value, snapshot: null }, 'real-3', { engine: tmEngine });
    if (!byReplay.ok) throw new Error(JSON.stringify(byReplay.error));
    expect(byReplay.value.stateHash()).toBe(hash);
  });
});
