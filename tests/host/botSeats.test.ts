// Bot seats with levels: each seat plays at the level its setup names, and a saved game brings its bots
// back at the same levels.
import { describe, expect, it } from 'vitest';
import type { TmState } from '../../src/engine/tm';
import { BOTS, type BotPolicy } from '../../src/host/bots';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { tmEngine } from '../../src/host/systems/tm';
import type { NewGameSetup } from '../../src/shared/protocol';
import { useTempDirs } from './support/tempDir';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();

const setup: NewGameSetup = {
  seed: 'bot-seats',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Ada', color: 'red', kind: 'human', beginner: false },
    { name: 'Robo', color: 'blue', kind: 'bot', level: 'greedy', beginner: false },
    { name: 'Rand', color: 'green', kind: 'bot', level: 'random', beginner: false },
  ],
};

/** Real policies that also note which level answered for which seat. */
function spyingBots(calls: string[]): Record<string, BotPolicy> {
  const spy = (level: string): BotPolicy => (state, seat, random) => {
    calls.push(`${level}@${seat}`);
    return BOTS[level](state, seat, random);
  };
  return { basic: spy('basic'), greedy: spy('greedy'), random: spy('random') };
}

/** The human seat answers with basic moves until the bots have been asked `times` more times. */
function playHuman(session: Session, calls: string[], times: number): void {
  const target = calls.length + times;
  for (let i = 0; i < 500 && calls.length < target; i++) {
    const state = session.state as TmState;
    expect(session.waitingFor()).toContain(0);
    expect(session.submit(0, BOTS.basic(state, 0, { next: () => 0.5 }))).toEqual({ ok: true });
  }
}

describe('bot seats', () => {
  it('each bot seat plays at its own level', () => {
    const calls: string[] = [];
    const created = Session.create(setup, { engine: tmEngine, bots: spyingBots(calls) }, 'levels');
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    playHuman(created.value, calls, 20);
    expect(new Set(calls)).toEqual(new Set(['greedy@1', 'random@2']));
    created.value.close();
  });

  it('a saved game resumes with its bots at the same levels', () => {
    const store = new SaveStore(tempDir());
    const before: string[] = [];
    const created = Session.create(setup, { engine: tmEngine, store, bots: spyingBots(before) }, 'resume-bots');
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    playHuman(created.value, before, 10);
    const movesBefore = created.value.moves.length;
    created.value.close();

    const saved = store.load('resume-bots');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect((saved.value.setup as NewGameSetup).players.map((p) => p.level)).toEqual([undefined, 'greedy', 'random']);

    const after: string[] = [];
    const resumed = Session.resume(saved.value, 'resume-bots', { engine: tmEngine, store, bots: spyingBots(after) });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(resumed.value.moves).toHaveLength(movesBefore);
    playHuman(resumed.value, after, 10);
    expect(new Set(after)).toEqual(new Set(['greedy@1', 'random@2']));
    expect(resumed.value.moves.length).toBeGreaterThan(movesBefore);
    resumed.value.close();
  });
});
