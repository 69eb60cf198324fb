// Secret seeds: drawn by the host from a cryptographic source, never sent to a seat before the game ends,
// and the source of the bots' randomness; typed and old seeds are flagged so the host can be warned.
import { describe, expect, it, vi } from 'vitest';
import { Hub } from '../../src/host/hub';
import { SaveStore } from '../../src/host/saveStore';
import { botSeedFor } from '../../src/host/secretSeed';
import { Session } from '../../src/host/session';
import { ENGINES } from '../../src/host/systems';
import type { HostMessage } from '../../src/shared/protocol';
import type { SystemId } from '../../src/shared/systems';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

const PLAYERS: Record<SystemId, unknown[]> = {
  tm: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'blue', kind: 'human' }],
  tiny: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'blue', kind: 'human' }],
  dice: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'green', kind: 'human' }],
};
const OPTIONS: Record<SystemId, unknown> = { tm: { corporateEra: true, draft: false, solo: false }, tiny: undefined, dice: undefined };

function secretSetup(system: SystemId, seedKind: 'secret' | 'typed' | null = 'secret') {
  return { players: PLAYERS[system], seed: 'chosen-by-a-client', ...(seedKind ? { seedKind } : {}), ...(OPTIONS[system] ? { options: OPTIONS[system] } : {}) };
}

describe.each(['tm', 'tiny', 'dice'] as const)('a %s game with a secret seed', (system) => {
  it('gets 128 fresh bits from the host, whatever seed text the client sent', () => {
    const engine = ENGINES[system]!;
    const seeds = [0, 1].map(() => {
      const created = Session.create(secretSetup(system), { engine });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      return (created.value.setup as { seed: string }).seed;
    });
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it('reaches no seat, lobby or save list while the game goes on', async () => {
    const store = new SaveStore(tempDir());
    const hub = new Hub({ engines: ENGINES, store, version: 'test' });
    const sent: HostMessage[] = [];
    const host = hub.connect((m) => sent.push(m), { trusted: true });
    host.receive(JSON.stringify({ type: 'newGame', system, setup: secretSetup(system) }));
    const session = hub.session!;
    expect(session.seedSecrecy).toBe('secret');
    const { seed } = session.setup as { seed: string };
    const rngWords = (session.state as { rng: number[] }).rng;
    expect(rngWords).toHaveLength(4);
    for (let i = 0; i < 30 && session.status === 'playing'; i++) {
      const seat = session.waitingFor()[0];
      host.receive(JSON.stringify({ type: 'viewAs', seat }));
      host.receive(JSON.stringify({ type: 'move', seat, move: session.legalMoves(seat)?.[0] }));
    }
    expect(session.status).toBe('playing');
    hub.connect((m) => sent.push(m), { trusted: false }).receive(JSON.stringify({ type: 'hello' }));
    host.receive(JSON.stringify({ type: 'listSaves', requestId: 'l' }));
    await vi.waitFor(() => expect(sent.some((m) => m.type === 'saves')).toBe(true));
    expect(sent.filter((m) => m.type === 'view').length).toBeGreaterThan(10);
    expect(sent.some((m) => m.type === 'lobby')).toBe(true);
    const everything = JSON.stringify(sent);
    expect(everything).not.toContain(seed);
    const state = session.state as { rng: number[] };
    for (const word of [...rngWords, ...state.rng]) expect(everything).not.toMatch(new RegExp(`\\b${word}\\b`));
    expect(sent.find((m) => m.type === 'view')).toMatchObject({ session: { seedSecrecy: 'secret' } });
  });
});

describe('seed secrecy', () => {
  it('flags typed seeds and games from before secret seeds, so the host is warned before opening them to the LAN', () => {
    const engine = ENGINES.tm!;
    const typed = Session.create(secretSetup('tm', 'typed'), { engine });
    const legacy = Session.create(secretSetup('tm', null), { engine });
    expect(typed.ok && typed.value.seedSecrecy).toBe('typed');
    expect(typed.ok && (typed.value.setup as { seed: string }).seed).toBe('chosen-by-a-client');
    expect(legacy.ok && legacy.value.seedSecrecy).toBe('legacy');
  });

  it("derives the bots' randomness from the secret seed, not from anything a visitor sees", () => {
    const a = { seed: '0123456789abcdef0123456789abcdef' };
    const b = { seed: '0123456789abcdef0123456789abcdee' };
    expect(botSeedFor(a, 12, 1)).toBe(botSeedFor({ ...a }, 12, 1));
    expect(botSeedFor(a, 12, 1)).not.toBe(botSeedFor(b, 12, 1));
    expect(botSeedFor(a, 12, 1)).not.toBe(botSeedFor(a, 13, 1));
    expect(botSeedFor(a, 12, 1)).not.toBe(botSeedFor(a, 12, 0));
  });
});
