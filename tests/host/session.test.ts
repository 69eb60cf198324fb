// Sessions over a stand-in engine: moves, refusals, autosave, resume, bots, lifecycle.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SaveStore } from '../../src/host/saveStore';
import { Session, newGameId, type SessionEvent } from '../../src/host/session';
import type { SaveFile } from '../../src/shared/save';
import type { Move } from '../../src/shared/tm/prompt';
import { createFakeEngine, createSession, fakeSetup, type FakeState } from './support/fakeEngine';
import { useTempDirs } from './support/tempDir';
import { msg } from '../../src/shared/message';
import { systemName } from '../../src/shared/systems';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();
const cards: Move = { type: 'cards', cards: [] };
const amount = (n: number): Move => ({ type: 'amount', amount: n });
const fake = (s: Session) => s.state as unknown as FakeState;

function newSession(kinds: ('human' | 'bot')[] = ['human', 'human'], extra: Partial<Parameters<typeof Session.create>[1]> = {}) {
  const engine = createFakeEngine();
  const store = new SaveStore(tempDir());
  const session = createSession(fakeSetup(kinds), { engine, store, ...extra }, 'game-1');
  const events: SessionEvent[] = [];
  session.onChange((e) => events.push(e));
  return { engine, store, session, events };
}

/** Both seats have answered research and seat 0 has played 2; the save on disk, loaded back. */
function sessionInActionPhase() {
  const started = newSession();
  started.session.submit(0, cards);
  started.session.submit(1, cards);
  started.session.submit(0, amount(2));
  const saved = started.store.load('game-1');
  if (!saved.ok) throw new Error(refusalLine(saved.error));
  return { ...started, saved };
}

describe('session', () => {
  it('starts playing and is saved at once', async () => {
    const { session, store } = newSession();
    expect(session.status).toBe('playing');
    expect(session.seats).toEqual([{ seat: 0, name: 'P1', kind: 'human' }, { seat: 1, name: 'P2', kind: 'human' }]);
    expect((await store.list()).saves.map((s) => s.id)).toEqual(['game-1']);
  });

  it('applies a legal move: records it, autosaves and tells listeners', () => {
    const { session, store, events } = newSession();
    expect(session.submit(1, cards)).toEqual({ ok: true });
    expect(session.moves).toEqual([{ seat: 1, move: cards }]);
    expect(events).toEqual([{ type: 'moved', seat: 1, move: cards, by: 'human' }]);
    const saved = store.load('game-1');
    expect(saved.ok && saved.value.moves).toEqual([{ seat: 1, move: cards }]);
    expect(saved.ok && saved.value.snapshot).toEqual(JSON.parse(JSON.stringify(session.state)));
  });

  it('tells listeners only once the new state is in place', () => {
    const { session } = newSession();
    const seen: number[] = [];
    session.onChange(() => seen.push(session.moves.length));
    session.submit(0, cards);
    expect(seen).toEqual([1]);
  });

  it('takes a move back when its save fails, says so, and stays playable once the disk is back', () => {
    const { session, store, events } = newSession();
    const before = session.stateHash();
    const onDisk = readFileSync(join(store.dir, 'game-1.json'), 'utf8');
    // The saves folder becomes unwritable: a file now stands where it was.
    const aside = `${store.dir}-aside`;
    renameSync(store.dir, aside);
    writeFileSync(store.dir, 'not a folder');
    expect(session.submit(0, cards)).toEqual({ ok: false, unsaved: true, error: { key: 'host.session.notSaved', params: { detail: msg('host.file.couldNotWrite', { kind: 'save', detail: 'EEXIST' }) } } });
    expect(session.moves).toEqual([]);
    expect(session.stateHash()).toBe(before);
    expect(events).toEqual([]);
    rmSync(store.dir);
    renameSync(aside, store.dir);
    expect(readFileSync(join(store.dir, 'game-1.json'), 'utf8')).toBe(onDisk);
    expect(session.submit(0, cards)).toEqual({ ok: true });
    const saved = store.load('game-1');
    expect(saved.ok && saved.value.moves).toEqual([{ seat: 0, move: cards }]);
  });

  it('takes a move back when the writer fails (injected), and a bot reports it instead of moving', () => {
    const { session, store, events } = newSession(['human', 'human'], { bots: { basic: (): Move => cards } });
    vi.spyOn(store, 'write').mockReturnValue({ ok: false, error: 'could not write the save: EMFILE: too many open files' });
    expect(session.submit(0, cards)).toMatchObject({ ok: false, unsaved: true, error: { key: 'host.session.notSaved', params: { detail: expect.stringMatching(/EMFILE/) } } });
    session.setSeatKind(1, 'bot');
    expect(session.moves).toEqual([]);
    expect(events).toEqual([{ type: 'problem', message: expect.stringMatching(/^The bot at seat 2 \(P2\) could not move: host\.session\.notSaved .*EMFILE/) }]);
  });

  it('does not start a game that cannot be saved', () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const created = Session.create(fakeSetup(), { engine: createFakeEngine(), store: new SaveStore(join(blocker, 'saves')) }, 'g');
    expect(created).toEqual({ ok: false, error: msg('host.file.couldNotWrite', { kind: 'save', detail: 'ENOTDIR' }) });
  });

  it('refuses an illegal move with the engine reason and changes nothing', () => {
    const { session, store, events } = newSession();
    const before = session.stateHash();
    const savedBefore = store.load('game-1');
    expect(session.submit(0, amount(2))).toEqual({ ok: false, error: 'choose cards' });
    expect(session.stateHash()).toBe(before);
    expect(session.moves).toEqual([]);
    expect(events).toEqual([]);
    expect(store.load('game-1')).toEqual(savedBefore);
  });

  it('refuses a move from a seat that is not to decide', () => {
    const { session } = newSession();
    session.submit(0, cards);
    session.submit(1, cards); // action phase: seat 0 is to move
    const before = session.stateHash();
    expect(session.submit(1, amount(1))).toEqual({ ok: false, error: 'seat 1 has nothing to decide right now' });
    expect(session.stateHash()).toBe(before);
  });

  it('survives an engine that throws, keeping the state', () => {
    const { session, engine } = newSession();
    const before = session.stateHash();
    engine.applyMove = () => {
      throw new Error('boom');
    };
    expect(session.submit(0, cards)).toEqual({ ok: false, error: { key: 'host.session.engineFailed', params: { detail: expect.stringMatching(/boom/) } } });
    expect(session.stateHash()).toBe(before);
  });

  it('finishes when the game ends and then refuses moves', async () => {
    const { session, store } = newSession();
    session.submit(0, cards);
    session.submit(1, cards);
    for (const [seat, n] of [[0, 3], [1, 3], [0, 3]] as const) expect(session.submit(seat, amount(n))).toEqual({ ok: true });
    expect(session.status).toBe('playing');
    expect(session.submit(1, amount(1))).toEqual({ ok: true });
    expect(session.status).toBe('finished');
    expect(session.submit(0, amount(1))).toEqual({ ok: false, error: msg('host.session.over') });
    expect((await store.list()).saves[0]).toMatchObject({ id: 'game-1', finished: true, phase: 'ended' });
  });

  it('refuses a save whose moves or setup do not fit the game system, naming the damage', () => {
    const { session, store, engine } = newSession();
    session.submit(0, cards);
    const saved = store.load('game-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    const badMove = { ...saved.value, snapshot: null, moves: [{ seat: 0, move: { type: 'launchNukes' } }] };
    const refusedMove = Session.resume(badMove, 'game-1', { engine });
    expect(refusedMove).toEqual({ ok: false, error: msg('host.session.unknownMove', { number: 1 }) });
    const badSetup = { ...saved.value, setup: { players: 'everyone' } };
    expect(Session.resume(badSetup, 'game-1', { engine })).toEqual({ ok: false, error: msg('host.session.setupDamaged', { place: 'players' }) });
    const otherSystem = { ...saved.value, system: 'tiny' as const };
    expect(Session.resume(otherSystem, 'game-1', { engine })).toEqual({ ok: false, error: msg('host.session.otherGame', { saved: systemName('tiny'), game: systemName('tm') }) });
  });

  it('plays each bot seat at the level its setup names', () => {
    const greedy = vi.fn((state: unknown, _seat: number): Move => ((state as FakeState).flow === 'research' ? cards : amount(3)));
    const basic = vi.fn((state: unknown, _seat: number): Move => ((state as FakeState).flow === 'research' ? cards : amount(1)));
    const setup = fakeSetup(['bot', 'bot']);
    setup.players[0].level = 'greedy';
    const session = createSession(setup, { engine: createFakeEngine(), bots: { basic, greedy } }, 'levels');
    expect(session.status).toBe('finished');
    expect(greedy.mock.calls.every(([, seat]) => seat === 0)).toBe(true);
    expect(basic.mock.calls.every(([, seat]) => seat === 1)).toBe(true);
    expect(session.moves.filter((m) => m.seat === 0 && (m.move as Move).type === 'amount').every((m) => (m.move as { amount: number }).amount === 3)).toBe(true);
  });

  it('resumes by replaying the moves, checks them against the snapshot, and writes nothing', () => {
    const { session, store, engine, saved } = sessionInActionPhase();
    const files = readdirSync(store.dir);
    engine.calls.applyMove = 0;
    const resumed = Session.resume(saved.value, 'game-1', { engine, store });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(engine.calls.applyMove).toBe(3); // the moves are the truth: replayed, then compared with the snapshot
    expect(resumed.value.stateHash()).toBe(session.stateHash());
    expect(resumed.value.moves).toEqual(session.moves);
    expect(readdirSync(store.dir)).toEqual(files);
    expect(resumed.value.submit(1, amount(1))).toEqual({ ok: true });
  });

  it('replays the moves when the snapshot is missing', () => {
    const { session, store, engine } = newSession();
    session.submit(0, cards);
    session.submit(1, cards);
    const saved = store.load('game-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    const resumed = Session.resume({ ...saved.value, snapshot: null }, 'game-1', { engine });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.stateHash()).toBe(session.stateHash());
  });

  it('refuses a save whose moves were emptied or whose position counts other moves; rebuilds one whose position only disagrees', () => {
    const { session, store, engine, saved } = sessionInActionPhase();
    const edited = { ...saved.value, snapshot: { ...(saved.value.snapshot as object), total: 9 } as unknown as SaveFile['snapshot'] };
    const rebuilt = Session.resume(edited, 'game-1', { engine, store });
    expect(rebuilt.ok && rebuilt.value.stateHash()).toBe(session.stateHash());
    expect(rebuilt.ok && rebuilt.value.rebuiltFromMoves).toBe(true);
    const emptied = { ...saved.value, moves: [] };
    const stranger = { ...saved.value, snapshot: { system: 'tm' as const, moveCount: 99, players: [] } };
    for (const bad of [emptied, stranger]) {
      expect(Session.resume(bad, 'game-1', { engine, store })).toEqual({ ok: false, error: { key: 'host.session.positionMismatch', params: { count: expect.any(Number) } } });
    }
    const resumed = Session.resume(saved.value, 'game-1', { engine });
    expect(resumed.ok && resumed.value.stateHash()).toBe(session.stateHash());
  });

  it('reports a save whose moves do not replay', () => {
    const { store, engine } = newSession();
    const saved = store.load('game-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    const bad = { ...saved.value, snapshot: null, moves: [{ seat: 0, move: amount(3) }] };
    expect(Session.resume(bad, 'game-1', { engine })).toEqual({ ok: false, error: msg('host.session.moveBreaksRules', { number: 1, seat: 1, detail: 'choose cards' }) });
  });

  it('continues a resumed game under the id it was loaded from, never the id inside the file', async () => {
    const { session, store, engine } = newSession();
    session.submit(0, cards);
    const saved = store.load('game-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    const copy = Session.resume(saved.value, 'copy-of-game', { engine, store });
    if (!copy.ok) throw new Error(JSON.stringify(copy.error));
    copy.value.submit(1, cards);
    expect((await store.list()).saves.map((s) => s.id).sort()).toEqual(['copy-of-game', 'game-1']);
    const original = store.load('game-1');
    expect(original.ok && original.value.moves.length).toBe(1);
  });

  it('leaves bot seats waiting when no bot policy is registered', () => {
    const { session } = newSession(['human', 'bot']);
    session.submit(0, cards);
    expect(session.waitingFor()).toEqual([1]);
  });

  it('lets a registered "basic" bot answer whenever a bot seat must decide', () => {
    const basic = vi.fn((state: unknown, seat: number): Move => ((state as FakeState).flow === 'research' ? cards : amount(1)));
    const { session, events } = newSession(['human', 'bot'], { bots: { basic } });
    // The bot answered its research choice at creation; the human answers theirs, then the bot's turns follow.
    expect(session.moves).toEqual([{ seat: 1, move: cards, by: 'bot' }]);
    session.submit(0, cards);
    expect(session.waitingFor()).toEqual([0]);
    expect(session.submit(0, amount(3))).toEqual({ ok: true });
    expect(session.moves.slice(-2)).toEqual([{ seat: 0, move: amount(3), revealed: { key: 'common.reveal.cardDrawn' } }, { seat: 1, move: amount(1), by: 'bot' }]);
    expect(events.filter((e) => e.type === 'moved' && e.by === 'bot')).toHaveLength(1);
    expect(basic.mock.calls.every(([, seat]) => seat === 1)).toBe(true);
  });

  it('plays an all-bot game to the end', () => {
    const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : amount(2));
    const { session } = newSession(['bot', 'bot', 'bot'], { bots: { basic } });
    expect(session.status).toBe('finished');
    expect(fake(session).total).toBe(10);
  });

  it('paces bots with a delay when asked', async () => {
    vi.useFakeTimers();
    try {
      const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : amount(1));
      const { session } = newSession(['human', 'bot'], { bots: { basic }, botDelayMs: 500 });
      expect(session.moves).toEqual([]);
      await vi.advanceTimersByTimeAsync(500);
      expect(session.moves).toEqual([{ seat: 1, move: cards, by: 'bot' }]);
      session.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a bot that breaks instead of looping', () => {
    const basic = (): Move => amount(99);
    const { session, events } = newSession(['human', 'bot'], { bots: { basic } });
    session.submit(0, cards);
    expect(events.some((e) => e.type === 'problem' && /illegal move/.test(e.message))).toBe(true);
  });

  it('makes ids that are safe file names', () => {
    expect(newGameId(new Date('2025-03-04T05:06:07Z'))).toMatch(/^tm-20250304-050607-[0-9a-f]{6}$/);
  });
});
