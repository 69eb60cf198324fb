// A replay from the saved moves goes through exactly the states the live game went through.
import { describe, expect, it } from 'vitest';
import { Replay } from '../../src/host/replay/replay';
import { Session } from '../../src/host/session';
import { ENGINES } from '../../src/host/systems';

const SETUPS = {
  tiny: { seed: 'replay-tiny', players: [{ name: 'A', color: 'red', kind: 'human' }, { name: 'B', color: 'blue', kind: 'human' }] },
  dice: { seed: 'replay-dice', players: [{ name: 'A', color: 'red', kind: 'human' }, { name: 'B', color: 'blue', kind: 'human' }] },
  tm: { seed: 'replay-tm', options: { corporateEra: true, draft: false, solo: false }, players: [{ name: 'A', color: 'red', kind: 'human' }, { name: 'B', color: 'blue', kind: 'human' }] },
} as const;

describe.each(['tiny', 'dice', 'tm'] as const)('a %s replay', (system) => {
  it('reaches the live game\'s state hash at every move, forwards and backwards', () => {
    const engine = ENGINES[system]!;
    const hashes: string[] = [];
    // Hashes as the live game passes through them: the start, then after each move.
    // The seats start as people so that the listener is in place before the bots (basic level) take over.
    const live = Session.create(SETUPS[system], { engine, botDelayMs: 0 });
    if (!live.ok) throw new Error(JSON.stringify(live.error));
    const session = live.value;
    hashes.push(session.stateHash());
    session.onChange((event) => {
      if (event.type === 'moved') hashes.push(session.stateHash());
    });
    for (const seat of [0, 1]) session.setSeatKind(seat, 'bot');
    expect(session.status).toBe('finished');
    const replay = Replay.open(engine, session.toSave());
    if (!replay.ok) throw new Error(JSON.stringify(replay.error));
    expect(replay.value.length).toBe(hashes.length - 1);
    for (let step = 0; step <= replay.value.length; step++) expect(engine.stateHash(replay.value.stateAt(step))).toBe(hashes[step]);
    for (let step = replay.value.length; step >= 0; step -= 7) expect(engine.stateHash(replay.value.stateAt(step))).toBe(hashes[step]);
    session.close();
  });
});
