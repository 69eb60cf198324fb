// Every registered game system runs through the same host: bots finish games, saves restore exactly,
// and each system's setup and move schemas guard the boundary.
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { ENGINES } from '../../src/host/systems';
import { createSession } from './support/fakeEngine';
import { useTempDirs } from './support/tempDir';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

const smallSetups = {
  tiny: (kinds: ('human' | 'bot')[]) => ({
    seed: 'sys-tiny',
    options: { map: 'elysium', intense: false },
    players: kinds.map((kind, i) => ({ name: `T${i + 1}`, color: ['red', 'green'][i], kind, level: 'basic' })),
  }),
  dice: (kinds: ('human' | 'bot')[]) => ({
    seed: 'sys-dice',
    options: { boardSide: 'A' },
    players: kinds.map((kind, i) => ({ name: `D${i + 1}`, color: ['red', 'green', 'blue'][i], kind, level: 'basic' })),
  }),
} as const;

describe.each(['tiny', 'dice'] as const)('the %s system in the host', (system) => {
  const engine = ENGINES[system]!;

  it('plays an all-bot game to its natural end', () => {
    const session = createSession(smallSetups[system](['bot', 'bot']), { engine }, `${system}-bots`);
    expect(session.status).toBe('finished');
    expect(engine.summary(session.state).finished).toBe(true);
    expect(session.moves.length).toBeGreaterThan(10);
  });

  it('saves and resumes the exact state (with or without the snapshot)', () => {
    const store = new SaveStore(tempDir());
    const session = createSession(smallSetups[system](['human', 'bot']), { engine, store }, `${system}-save`);
    // A human seat waits; let the bot move first where it must, then answer a few prompts as the human.
    for (let i = 0; i < 6 && session.status === 'playing'; i++) {
      const seat = session.waitingFor()[0];
      const view = engine.viewFor(session.state, seat) as { prompt: unknown };
      expect(view.prompt).not.toBeNull();
      const move = engine.bots.random(session.state, seat, { next: () => 0.37 });
      expect(session.submit(seat, move)).toEqual({ ok: true });
    }
    const saved = store.load(`${system}-save`);
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect(saved.value.system).toBe(system);
    const resumed = Session.resume(saved.value, `${system}-save`, { engine });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.stateHash()).toBe(session.stateHash());
    const replayed = Session.resume({ ...saved.value, snapshot: null }, `${system}-save`, { engine });
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(replayed.value.stateHash()).toBe(session.stateHash());
  });

  it('refuses a malformed setup and a malformed move without changing anything', () => {
    expect(Session.create({ players: [], seed: '' }, { engine })).toEqual({ ok: false, error: { key: 'host.session.invalidSetup', params: { detail: expect.any(String) } } });
    const session = createSession(smallSetups[system](['human', 'human']), { engine }, `${system}-bad`);
    const before = session.stateHash();
    const seat = session.waitingFor()[0];
    expect(session.submit(seat, { type: 'teleport' })).toEqual({ ok: false, error: { key: 'host.session.malformedMove', params: { detail: expect.any(String) } } });
    expect(session.stateHash()).toBe(before);
  });
});
