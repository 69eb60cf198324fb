// Undo at the host: taken from the move list, never by inverse moves; the rules for people, bots, reveals,
// the LAN and solo practice; the save rewritten without the undone moves.
import { describe, expect, it } from 'vitest';
import { Hub } from '../../src/host/hub';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { ENGINES } from '../../src/host/systems';
import type { Move } from '../../src/shared/tm/prompt';
import { createFakeEngine, createSession, fakeSetup, type FakeState } from './support/fakeEngine';
import { inMemoryLan, LocalWindow, openHosting } from './support/lanGame';
import { useTempDirs } from './support/tempDir';
import type { SubmitResult } from '../../src/host/session';
import { english } from './support/english';
import { msg } from '../../src/shared/message';
import { refusalLine } from '../../src/host/answer';

const tempDir = useTempDirs();
const cards: Move = { type: 'cards', cards: [] };
const amount = (n: number): Move => ({ type: 'amount', amount: n });
const fake = (s: Session) => s.state as unknown as FakeState;

function newSession(kinds: ('human' | 'bot')[], bots = {}) {
  const engine = createFakeEngine();
  const store = new SaveStore(tempDir());
  const session = createSession(fakeSetup(kinds), { engine, store, bots }, 'game-1');
  return { engine, store, session };
}

/** Both research answers given: seat 0 is to act. */
function inActionPhase(session: Session): void {
  for (const seat of session.waitingFor()) expect(session.submit(seat, cards)).toEqual({ ok: true });
}

describe('undo in a session', () => {
  it('says where each undo goes in the game log: how many log lines the game held just after it', () => {
    const engine = createFakeEngine();
    engine.logLength = (state) => (state as unknown as FakeState).total; // the fake's log: one line per point
    const session = createSession(fakeSetup(['human', 'human']), { engine, store: new SaveStore(tempDir()) }, 'game-1');
    inActionPhase(session);
    expect(session.submit(0, amount(1))).toEqual({ ok: true });
    expect(session.submit(session.waitingFor()[0], amount(2))).toEqual({ ok: true });
    expect(session.logLength).toBe(3);
    // Hot-seat: the table steps back through everyone's moves.
    expect(session.undo([0, 1])).toEqual({ ok: true });
    expect(session.undo([0, 1])).toEqual({ ok: true });
    expect(session.undoLog).toHaveLength(2);
    expect(session.undoLogPlaces).toEqual([1, 0]);
    expect(session.logLength).toBe(0);
  });

  it('takes back the last move exactly: same hash, same moves, the save rewritten and loading to the same state', () => {
    const { engine, store, session } = newSession(['human', 'human']);
    inActionPhase(session);
    const hash = session.stateHash();
    const moves = [...session.moves];
    expect(session.submit(0, amount(1))).toEqual({ ok: true });
    expect(session.undoStatus([0])).toMatchObject({ ok: true, count: 1 });
    expect(session.undo([0])).toEqual({ ok: true });
    expect(session.stateHash()).toBe(hash);
    expect(session.moves).toEqual(moves);
    expect(session.undoLog.map(english)).toEqual(['P1 took back a move.']);
    const saved = store.load('game-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect(saved.value.moves).toEqual(moves);
    const resumed = Session.resume(saved.value, 'game-1', { engine, store: null });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.stateHash()).toBe(hash);
  });

  it('goes back one move at a time, as far as the person moved last', () => {
    const { session } = newSession(['human', 'human']);
    inActionPhase(session);
    session.submit(0, amount(1));
    session.submit(1, amount(2));
    expect(session.undoStatus([0])).toEqual({ ok: false, reason: msg('host.undo.playedSince', { name: 'P2' }) });
    expect(englishError(session.undo([0]))).toBe('You cannot take that back: P2 has played since.');
    expect(session.undo([1])).toEqual({ ok: true });
    expect(fake(session).total).toBe(1);
    // Hot-seat: the window plays both seats; P1's move is the latest again.
    expect(session.undo([0, 1])).toEqual({ ok: true });
    expect(fake(session).total).toBe(0);
  });

  it('refuses to go back past a reveal and says why', () => {
    const { session } = newSession(['human', 'human']);
    inActionPhase(session);
    const hash = session.stateHash();
    session.submit(0, amount(3));
    expect(englishError(session.undo([0]))).toBe('You cannot take that back: a card was drawn.');
    expect(fake(session).total).toBe(3);
    expect(session.moves.at(-1)).toMatchObject({ revealed: { key: 'common.reveal.cardDrawn' } });
    // Not even in practice: there are two people at this table.
    expect(session.undo([0], true)).toMatchObject({ ok: false });
    expect(session.stateHash()).not.toBe(hash);
  });

  it("takes back the bots' moves after the person's with it, and the bots decide again", () => {
    let answer = 1;
    const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : amount(answer));
    const { session } = newSession(['human', 'bot'], { basic });
    session.submit(0, cards);
    const hash = session.stateHash();
    expect(session.submit(0, amount(2))).toEqual({ ok: true });
    expect(session.moves.slice(-2)).toEqual([{ seat: 0, move: amount(2) }, { seat: 1, move: amount(1), by: 'bot' }]);
    expect(session.undoStatus([0])).toMatchObject({ ok: true, count: 2 });
    answer = 2;
    expect(session.undo([0])).toEqual({ ok: true });
    expect(session.stateHash()).toBe(hash);
    expect(english(session.undoLog.at(-1))).toBe('P1 took back a move (and 1 bot move after it).');
    // The bot waits for the person again; once the person moves, it decides afresh.
    session.submit(0, amount(1));
    expect(session.moves.at(-1)).toEqual({ seat: 1, move: amount(2), by: 'bot' });
    expect(fake(session).total).toBe(3);
  });

  it('solo practice may go past a reveal; the game is then marked in its save', async () => {
    const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : amount(1));
    const { store, session } = newSession(['human', 'bot'], { basic });
    session.submit(0, cards);
    const hash = session.stateHash();
    session.submit(0, amount(3));
    expect(session.undo([0])).toMatchObject({ ok: false });
    expect(session.undo([0], true)).toEqual({ ok: true });
    expect(session.stateHash()).toBe(hash);
    expect(session.practiceUndoUsed).toBe(true);
    const saved = store.load('game-1');
    expect(saved.ok && saved.value.undo).toEqual({ off: false, practiceUsed: true });
    expect(saved.ok && saved.value.meta.practiceUndo).toBe(true);
    expect((await store.list()).saves[0].practiceUndo).toBe(true);
  });

  it('moves from a save made before undo existed cannot be taken back', () => {
    const { engine, store, session } = newSession(['human', 'human']);
    inActionPhase(session);
    session.submit(0, amount(1));
    const { undo: _dropped, ...old } = session.toSave();
    const resumed = Session.resume(old, 'game-1', { engine, store });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.undoStatus([0, 1])).toEqual({ ok: false, reason: msg('host.undo.beforeThisSave') });
  });
});

describe('undo with the real Terraforming Mars engine', () => {
  it('a standard project taken back leaves the save loading to the earlier state; a research deal cannot be taken back', () => {
    const engine = ENGINES.tm!;
    const store = new SaveStore(tempDir());
    const players = ['Ada', 'Boris'].map((name, i) => ({ name, color: (['red', 'green'] as const)[i], kind: 'human' as const, beginner: true }));
    const session = createSession({ seed: 'undo-real', options: { corporateEra: true, draft: false, solo: false }, players }, { engine, store }, 'real-1');
    const seat = session.waitingFor()[0];
    const hash = session.stateHash();
    expect(session.submit(seat, { type: 'standardProject', project: 'Power Plant' })).toEqual({ ok: true });
    expect(session.undo([0, 1])).toEqual({ ok: true });
    expect(session.stateHash()).toBe(hash);
    const saved = store.load('real-1');
    if (!saved.ok) throw new Error(refusalLine(saved.error));
    expect(saved.value.moves).toEqual([]);
    const resumed = Session.resume(saved.value, 'real-1', { engine, store: null });
    expect(resumed.ok && resumed.value.stateHash()).toBe(hash);

    // Everyone passes: the last pass deals the research cards.
    for (let i = 0; i < 2; i++) session.submit(session.waitingFor()[0], { type: 'pass' });
    expect(session.undoStatus([0, 1])).toEqual({ ok: false, reason: { key: 'common.reveal.cardDrawnOrRevealed' } });
  });
});

describe('undo over the hub and the LAN', () => {
  async function lanGame() {
    const store = new SaveStore(tempDir(), { onSkipped: () => undefined });
    const hub = new Hub({ engines: { tm: createFakeEngine() }, store, version: 'test', newGameId: () => 'lan-game', lan: inMemoryLan });
    const host = new LocalWindow(hub);
    host.send({ type: 'newGame', setup: fakeSetup(['human', 'human']) });
    const hosting = await openHosting(host, [0]);
    const remote = new LocalWindow(hub, false);
    remote.send({ type: 'join', requestId: 'j', code: hosting.code, seat: 1 });
    remote.send({ type: 'move', seat: 1, move: cards });
    host.send({ type: 'move', seat: 0, move: cards });
    return { hub, host, remote };
  }

  it('a LAN player takes back a move nothing followed; every client sees it in the undo log', async () => {
    const { hub, host, remote } = await lanGame();
    host.send({ type: 'move', seat: 0, move: amount(1) });
    remote.send({ type: 'move', seat: 1, move: amount(2) });
    expect(remote.last('view')?.session.undo).toMatchObject({ allowed: true, practiceAvailable: false });
    expect(host.last('view')?.session.undo).toMatchObject({ allowed: false, reason: msg('host.undo.playedSince', { name: 'P2' }) });
    const hash = hub.session!.stateHash();
    remote.send({ type: 'undo', requestId: 'u' });
    expect(remote.last('ok')).toMatchObject({ requestId: 'u' });
    expect(hub.session!.stateHash()).not.toBe(hash);
    expect((hub.session!.state as unknown as FakeState).total).toBe(1);
    expect(host.last('view')?.session.undo?.log.map(english)).toEqual(['P2 took back a move.']);
    expect(remote.last('view')?.session.undo?.log.map(english)).toEqual(['P2 took back a move.']);
  });

  it('refused after another person acted, after a reveal, and when the host turned undo off', async () => {
    const { hub, host, remote } = await lanGame();
    remote.send({ type: 'undo', requestId: 'a' });
    // Both answered research; the host's answer came last.
    expect(remote.last('error')).toMatchObject({ requestId: 'a' });
    expect(english(remote.last('error')?.message)).toBe('You cannot take that back: P1 has played since.');
    host.send({ type: 'move', seat: 0, move: amount(3) });
    host.send({ type: 'undo', requestId: 'b', practice: true });
    expect(host.last('error')).toMatchObject({ requestId: 'b' });
    expect(english(host.last('error')?.message)).toBe('You cannot take that back: a card was drawn.');
    expect(host.last('view')?.session.undo).toMatchObject({ allowed: false, reason: { key: 'common.reveal.cardDrawn' }, practiceAvailable: false });
    remote.send({ type: 'move', seat: 1, move: amount(1) });
    remote.send({ type: 'undoRules', requestId: 'c', enabled: false });
    expect(remote.last('error')).toMatchObject({ requestId: 'c', message: msg('host.error.hostOnly') });
    host.send({ type: 'undoRules', requestId: 'd', enabled: false });
    expect(host.last('ok')).toMatchObject({ requestId: 'd' });
    const hash = hub.session!.stateHash();
    remote.send({ type: 'undo', requestId: 'e' });
    expect(remote.last('error')).toMatchObject({ requestId: 'e' });
    expect(english(remote.last('error')?.message)).toBe('You cannot take that back: the host turned undo off for this game.');
    expect(remote.last('view')?.session.undo).toMatchObject({ allowed: false, enabled: false });
    expect(hub.session!.stateHash()).toBe(hash);
    // The setting is saved with the game.
    expect(hub.session!.toSave().undo).toEqual({ off: true, practiceUsed: false });
  });

  it('an undo message that is not well formed is refused', async () => {
    const { remote } = await lanGame();
    remote.send(JSON.stringify({ type: 'undo', practice: 'yes' }));
    expect(remote.last('error')?.message).toMatchObject({ key: expect.stringMatching(/^host\.protocol\.malformed/) });
  });
});

/** A refused move's reason as an English player reads it (or what came back instead). */
function englishError(result: SubmitResult): string {
  return result.ok ? 'ok' : english(result.error);
}
