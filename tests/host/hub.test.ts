// The hub over a stand-in engine: replies, views per client, hot-seat seat choice, saves, bad input.
import { describe, expect, it, vi } from 'vitest';
import { Hub } from '../../src/host/hub';
import { SaveStore } from '../../src/host/saveStore';
import type { ClientMessage, HostMessage } from '../../src/shared/protocol';
import type { Move } from '../../src/shared/tm/prompt';
import { createFakeEngine, fakeSetup, type FakeState } from './support/fakeEngine';
import { sampleSave } from './support/saves';
import { useTempDirs } from './support/tempDir';
import { english } from './support/english';
import { msg } from '../../src/shared/message';

const tempDir = useTempDirs();
const cards: Move = { type: 'cards', cards: [] };

function makeHub(options: Partial<ConstructorParameters<typeof Hub>[0]> = {}) {
  const store = new SaveStore(tempDir(), { onSkipped: () => undefined });
  let next = 0;
  const hub = new Hub({ engines: { tm: createFakeEngine() }, store, version: 'test', newGameId: () => `game-${++next}`, ...options });
  return { hub, store };
}

function client(hub: Hub) {
  const inbox: HostMessage[] = [];
  const connection = hub.connect((m) => inbox.push(m));
  return {
    inbox,
    connection,
    send(message: ClientMessage | string) {
      connection.receive(typeof message === 'string' ? message : JSON.stringify(message));
    },
    /** Messages received since the last take(). */
    take(): HostMessage[] {
      return inbox.splice(0);
    },
    lastView() {
      const views = inbox.filter((m): m is Extract<HostMessage, { type: 'view' }> => m.type === 'view');
      return views[views.length - 1];
    },
  };
}

describe('hub', () => {
  it('greets a client and says there is no game yet', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'hello' });
    expect(c.take()).toEqual([{ type: 'welcome', version: 'test' }, { type: 'noGame' }]);
  });

  it('answers malformed messages with an error and changes nothing', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup() });
    c.take();
    const before = hub.session!.stateHash();
    for (const raw of ['not json', '{}', JSON.stringify({ type: 'move', requestId: 'r9', seat: 0, move: { type: 'cheat' } }), 'x'.repeat(70_000)]) {
      c.send(raw);
    }
    const replies = c.take();
    expect(replies.map((m) => m.type)).toEqual(['error', 'error', 'error', 'error']);
    expect(replies[2]).toMatchObject({ requestId: 'r9' });
    expect(hub.session!.stateHash()).toBe(before);
  });

  it('starts a new game: ok, then a view for every client', () => {
    const { hub } = makeHub();
    const a = client(hub);
    const b = client(hub);
    a.send({ type: 'newGame', requestId: 'n1', setup: fakeSetup(['human', 'bot']) });
    const replies = a.take();
    expect(replies[0]).toEqual({ type: 'ok', requestId: 'n1' });
    expect(replies[1]).toMatchObject({
      type: 'view',
      session: { gameId: 'game-1', seats: [{ seat: 0, name: 'P1', kind: 'human' }, { seat: 1, name: 'P2', kind: 'bot' }], controllable: [0] },
      view: { viewer: 0 },
    });
    expect(b.take().map((m) => m.type)).toEqual(['view']);
  });

  it('hot-seat: shows the first waiting seat this client controls, or its own choice', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'human', 'human']) });
    expect(c.lastView().view.viewer).toBe(0); // research: everyone waits, first seat shown
    c.take();
    c.send({ type: 'viewAs', seat: 2 });
    expect(c.lastView().view.viewer).toBe(2); // its choice among the waiting seats
    c.send({ type: 'move', seat: 2, move: cards });
    expect(c.lastView().view.viewer).toBe(0); // seat 2 is done: follow who still waits
    c.send({ type: 'move', seat: 0, move: cards });
    c.send({ type: 'move', seat: 1, move: cards });
    c.take();
    c.send({ type: 'move', seat: 0, move: { type: 'amount', amount: 1 } });
    expect(c.lastView().view.viewer).toBe(1); // action phase: whose turn it is
  });

  it('moves: ok for a legal one, the engine reason for an illegal one, refusal for a seat not played here', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'bot']) });
    c.take();
    c.send({ type: 'move', requestId: 'm1', seat: 0, move: { type: 'amount', amount: 1 } });
    expect(c.take()).toEqual([{ type: 'error', requestId: 'm1', message: 'choose cards' }]);
    c.send({ type: 'move', requestId: 'm2', seat: 1, move: cards });
    expect(c.take()).toEqual([{ type: 'error', requestId: 'm2', message: msg('host.seat.notHere', { number: 2 }) }]);
    c.send({ type: 'move', requestId: 'm3', seat: 0, move: cards });
    const replies = c.take();
    expect(replies[0]).toEqual({ type: 'ok', requestId: 'm3' });
    expect(replies.slice(1).map((m) => m.type)).toEqual(['view']);
    expect(hub.session!.moves).toEqual([{ seat: 0, move: cards }]);
  });

  it('checks moves and setups against the game system: malformed ones are refused and change nothing', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', requestId: 'n0', setup: { players: [], seed: 'x' } });
    const refused = c.take();
    expect(refused).toMatchObject([{ type: 'error', requestId: 'n0' }]);
    expect(refused[0]?.type === 'error' && english(refused[0].message)).toMatch(/^Could not start the game: The game setup is not valid: /);
    expect(hub.session).toBeNull();
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'human']) });
    c.take();
    const before = hub.session!.stateHash();
    c.send({ type: 'move', requestId: 'm1', seat: 0, move: { type: 'win' } });
    expect(c.take()).toEqual([{ type: 'error', requestId: 'm1', message: { key: 'host.session.malformedMove', params: { detail: expect.any(String) } } }]);
    expect(hub.session!.stateHash()).toBe(before);
    expect(hub.session!.moves).toEqual([]);
  });

  it('starts only the game systems it has an engine for, and tells the client which system a game is', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', requestId: 'n1', system: 'dice', setup: {} });
    expect(c.take()).toEqual([{ type: 'error', requestId: 'n1', message: msg('host.error.cannotPlay', { game: msg('common.system.dice') }) }]);
    c.send({ type: 'newGame', requestId: 'n2', setup: fakeSetup(['human']) });
    const view = c.take().find((m) => m.type === 'view');
    expect(view?.type === 'view' && view.session.system).toBe('tm');
  });

  it('answers a catalogue request from the engine, and says so when a system has no cards to browse', () => {
    const engine = { ...createFakeEngine(), catalogue: () => [{ id: '001', name: 'Test Card', set: 'base' as const, type: 'event' as const, cost: 3, tags: [], requirements: [], vp: null }] };
    const { hub } = makeHub({ engines: { tm: engine } });
    const c = client(hub);
    c.send({ type: 'catalogue', requestId: 'k1' });
    expect(c.take()).toEqual([{ type: 'catalogue', requestId: 'k1', system: 'tm', cards: engine.catalogue() }]);
    c.send({ type: 'catalogue', requestId: 'k2', system: 'dice' });
    expect(c.take()).toEqual([{ type: 'error', requestId: 'k2', message: msg('host.error.noCardList', { game: msg('common.system.dice') }) }]);
  });

  it('refuses to show a bot seat (its hand) while the game runs', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'bot']) });
    c.take();
    c.send({ type: 'viewAs', seat: 1 });
    expect(c.take()).toEqual([{ type: 'error', message: msg('host.seat.notHere', { number: 2 }) }]);
    c.send({ type: 'viewAs', seat: 4 });
    expect(c.take()).toEqual([{ type: 'error', message: msg('host.seat.none', { number: 5 }) }]);
  });

  it('lists, loads and deletes saves', async () => {
    const { hub, store } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup() });
    c.send({ type: 'move', seat: 0, move: cards });
    const hash = hub.session!.stateHash();
    c.send({ type: 'leaveGame' });
    c.take();
    expect(hub.session).toBeNull();

    c.send({ type: 'listSaves', requestId: 'l1' });
    // Listing reads the folder asynchronously.
    const listed = await vi.waitFor(() => {
      const messages = c.take();
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(listed).toEqual([{ type: 'saves', requestId: 'l1', saves: [expect.objectContaining({ id: 'game-1', players: ['P1', 'P2'] })], damaged: [] }]);

    c.send({ type: 'loadSave', requestId: 'ld', saveId: 'game-1' });
    const replies = c.take();
    expect(replies[0]).toEqual({ type: 'ok', requestId: 'ld' });
    expect(replies[1]).toMatchObject({ type: 'view', session: { gameId: 'game-1' }, view: { viewer: 1 } });
    expect(hub.session!.stateHash()).toBe(hash);

    c.send({ type: 'deleteSave', requestId: 'd1', saveId: 'game-1' });
    expect(c.take()).toEqual([{ type: 'error', requestId: 'd1', message: msg('host.saves.openNotDeleted') }]);
    c.send({ type: 'leaveGame' });
    c.send({ type: 'deleteSave', requestId: 'd2', saveId: 'game-1' });
    expect(c.take()).toEqual([{ type: 'noGame' }, { type: 'ok', requestId: 'd2' }]);
    expect((await store.list()).saves).toEqual([]);
  });

  it('reports bad saves clearly and keeps the current game', () => {
    const { hub, store } = makeHub();
    store.write({ ...sampleSave('broken'), snapshot: null, moves: [{ seat: 0, move: { type: 'pass' } }] });
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup() });
    const gameId = hub.session!.gameId;
    c.take();
    c.send({ type: 'loadSave', requestId: 'x', saveId: 'missing' });
    c.send({ type: 'loadSave', requestId: 'y', saveId: 'broken' });
    const [missing, broken] = c.take();
    expect(missing).toMatchObject({ type: 'error', requestId: 'x' });
    expect(broken).toMatchObject({ type: 'error', requestId: 'y' });
    expect(missing?.type === 'error' && english(missing.message)).toBe("Could not load: There is no save “missing”.");
    expect(broken?.type === 'error' && english(broken.message)).toMatch(/breaks the rules/);
    expect(hub.session!.gameId).toBe(gameId);
  });

  it('sends a late joiner the current game and forgets closed clients', () => {
    const { hub } = makeHub();
    const a = client(hub);
    a.send({ type: 'newGame', setup: fakeSetup() });
    const b = client(hub);
    b.send({ type: 'hello' });
    expect(b.take().map((m) => m.type)).toEqual(['welcome', 'view']);
    b.connection.close();
    expect(hub.clientCount).toBe(1);
    a.send({ type: 'move', seat: 0, move: cards });
    expect(b.take()).toEqual([]);
  });

  it('leaving in one host window leaves the game open in the other; the last window to leave closes it', () => {
    const { hub } = makeHub();
    const a = client(hub);
    a.send({ type: 'newGame', setup: fakeSetup() });
    const b = client(hub);
    b.send({ type: 'hello' });
    a.take();
    b.take();

    a.send({ type: 'leaveGame' });
    expect(a.take()).toEqual([{ type: 'noGame' }]);
    expect(b.take()).toEqual([]);
    expect(hub.session).not.toBeNull();
    // The game goes on in the other window; the window that left is not pulled back into it.
    b.send({ type: 'move', seat: 0, move: cards });
    expect(b.take().map((m) => m.type)).toContain('view');
    expect(a.take()).toEqual([]);

    b.send({ type: 'leaveGame' });
    expect(hub.session).toBeNull();
    expect(b.take()).toEqual([{ type: 'noGame' }]);
    // A new game is every host window's game again.
    a.send({ type: 'newGame', setup: fakeSetup() });
    expect(b.take().map((m) => m.type)).toContain('view');
  });

  it('broadcasts bot moves and bot problems', () => {
    const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : { type: 'amount', amount: 7 });
    const { hub } = makeHub({ bots: { basic } });
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'bot']) });
    expect(hub.session!.moves).toEqual([{ seat: 1, move: cards, by: 'bot' }]);
    c.send({ type: 'move', seat: 0, move: cards });
    c.take();
    c.send({ type: 'move', requestId: 'a', seat: 0, move: { type: 'amount', amount: 1 } });
    const replies = c.take();
    expect(replies).toContainEqual({ type: 'error', message: expect.stringMatching(/bot at seat 2 .* illegal move/) });
    expect(replies).toContainEqual({ type: 'ok', requestId: 'a' });
  });

  it('paced bot moves reach clients as views of the state after the move', async () => {
    const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : { type: 'amount', amount: 2 });
    const { hub } = makeHub({ bots: { basic }, botDelayMs: 5 });
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'bot']) });
    c.send({ type: 'move', seat: 0, move: cards });
    await new Promise((r) => setTimeout(r, 50));
    c.send({ type: 'move', seat: 0, move: { type: 'amount', amount: 1 } });
    c.take();
    await new Promise((r) => setTimeout(r, 50));
    const views = c.take().filter((m): m is Extract<HostMessage, { type: 'view' }> => m.type === 'view');
    expect(views).toHaveLength(1);
    expect((views[0].view as unknown as { total: number }).total).toBe(3);
    expect(views[0].view.waitingFor).toEqual([0]);
    // Marked as following seat 1's (a bot's) move, so a window may pace showing it.
    expect(views[0].byBot).toBe(1);
    hub.close();
  });

  it('views after a person\'s own move are not marked as a bot\'s', () => {
    const { hub } = makeHub();
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['human', 'human']) });
    c.send({ type: 'move', seat: 0, move: cards });
    const views = c.take().filter((m) => m.type === 'view');
    expect(views.length).toBeGreaterThan(0);
    expect(views.every((m) => !('byBot' in m))).toBe(true);
  });

  it('an all-bot game is watched as a spectator', () => {
    const basic = (state: unknown): Move => ((state as FakeState).flow === 'research' ? cards : { type: 'amount', amount: 1 });
    const { hub } = makeHub({ bots: { basic } });
    const c = client(hub);
    c.send({ type: 'newGame', setup: fakeSetup(['bot', 'bot']) });
    expect(c.lastView()).toMatchObject({ session: { controllable: [] }, view: { viewer: null } });
  });
});
