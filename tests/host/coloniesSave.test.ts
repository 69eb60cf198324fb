// Colonies through the host: the save holds the colonies state, and resuming (snapshot or replay) restores it.
import { describe, expect, it } from 'vitest';
import { legalMoves, type TmState } from '../../src/engine/tm';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { tmEngine } from '../../src/host/systems/tm';
import type { NewGameSetup } from '../../src/shared/protocol';
import { createSession } from './support/fakeEngine';
import { useTempDirs } from './support/tempDir';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

const setup: NewGameSetup = {
  seed: 'colonies-save-1',
  options: { corporateEra: true, draft: false, solo: false, colonies: true },
  players: [
    { name: 'Ada', color: 'red', kind: 'human', beginner: true },
    { name: 'Bo', color: 'blue', kind: 'human', beginner: true },
  ],
};

/** Plays colony moves when offered (build, trade, pick a moon), otherwise passes or takes the first move. */
function play(session: Session, count: number): void {
  for (let i = 0; i < count && session.status === 'playing'; i++) {
    const seat = session.waitingFor()[0];
    const moves = legalMoves(session.state as TmState, seat);
    const move = moves.find((m) => m.type === 'colony' || m.type === 'trade')
      ?? moves.find((m) => m.type === 'standardProject' && m.project === 'Build Colony')
      ?? moves.find((m) => m.type === 'pass') ?? moves[0];
    expect(session.submit(seat, move)).toEqual({ ok: true });
  }
}

describe('Colonies saves', () => {
  it('the saved game restores its colonies, from the snapshot and by replay', () => {
    const store = new SaveStore(tempDir());
    const session = createSession(setup, { engine: tmEngine, store }, 'col-1');
    play(session, 30);
    const colonies = (session.state as TmState).colonies!;
    expect(colonies.tiles.some((t) => t.colonies.length > 0)).toBe(true);

    const saved = store.load('col-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect((saved.value.snapshot as unknown as TmState).colonies).toEqual(colonies);
    for (const snapshot of [saved.value.snapshot, null]) {
      const resumed = Session.resume({ ...saved.value, snapshot }, 'col-1', { engine: tmEngine });
      if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
      expect(resumed.value.stateHash()).toBe(session.stateHash());
      expect((resumed.value.state as TmState).colonies).toEqual(colonies);
    }
  });

  it('a cancelled Build Colony is a move of the save: replay takes it back the same way', () => {
    const store = new SaveStore(tempDir());
    const session = createSession(setup, { engine: tmEngine, store }, 'col-cancel');
    for (let i = 0; i < 40 && session.status === 'playing'; i++) {
      const seat = session.waitingFor()[0];
      const build = legalMoves(session.state as TmState, seat).find((m) => m.type === 'standardProject' && m.project === 'Build Colony');
      if (build) {
        const money = (session.state as TmState).players[seat].stock.megacredits;
        expect(session.submit(seat, build)).toEqual({ ok: true });
        expect(session.submit(seat, { type: 'cancel' })).toEqual({ ok: true });
        expect((session.state as TmState).players[seat].stock.megacredits).toBe(money);
        break;
      }
      play(session, 1);
    }
    const saved = store.load('col-cancel');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect(saved.value.moves.at(-1)).toMatchObject({ move: { type: 'cancel' } });
    const resumed = Session.resume({ ...saved.value, snapshot: null }, 'col-cancel', { engine: tmEngine });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.stateHash()).toBe(session.stateHash());
  });

  it('a save made before Colonies existed (no colonies option) resumes without colonies', () => {
    const store = new SaveStore(tempDir());
    const { colonies: _unused, ...oldOptions } = setup.options;
    const session = createSession({ ...setup, options: oldOptions }, { engine: tmEngine, store }, 'old-1');
    play(session, 5);
    const saved = store.load('old-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    const resumed = Session.resume({ ...saved.value, snapshot: null }, 'old-1', { engine: tmEngine });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect((resumed.value.state as TmState).colonies).toBeUndefined();
    expect(resumed.value.stateHash()).toBe(session.stateHash());
  });
});
