// LAN seats at the hub: join codes, secret tokens, own-seat views, reconnects, bots standing in, and a
// host restarted from its autosave letting everyone back in.
import { describe, expect, it } from 'vitest';
import type { DiceView } from '../../src/shared/dice/view';
import type { HostMessage } from '../../src/shared/protocol';
import { diceSetup, inMemoryLan, LocalWindow, makeHub, openHosting, openLanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';
import { msg } from '../../src/shared/message';

const tempDir = useTempDirs();

function lastDiceView(window: LocalWindow): DiceView {
  const view = window.last('view')?.view;
  if (!view || view.system !== 'dice') throw new Error('no dice view');
  return view;
}

function joinedOf(window: LocalWindow): Extract<HostMessage, { type: 'joined' }> {
  const joined = window.last('joined');
  if (!joined) throw new Error(`not joined: ${JSON.stringify(window.received.at(-1))}`);
  return joined;
}

describe('LAN seats', () => {
  it('a remote client sees only the lobby until it joins, and may do nothing else', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human', 'human']));
    const before = game.hub.session!.stateHash();
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'hello' });
    const lobby = remote.last('lobby');
    expect(lobby?.seats.map((s) => s.open)).toEqual([false, true, true]);
    expect(remote.last('view')).toBeUndefined();
    for (const message of [
      { type: 'move', requestId: 'a', seat: 1, move: { type: 'pass' } },
      { type: 'newGame', requestId: 'b', system: 'dice', setup: diceSetup(['human']) },
      { type: 'listSaves', requestId: 'c' },
      { type: 'viewAs', seat: 0 },
      { type: 'hostLan', requestId: 'd', open: false },
    ] as const) {
      remote.send(message);
      expect(remote.received.at(-1)?.type).toBe('error');
    }
    expect(game.hub.session!.stateHash()).toBe(before);
    expect(remote.received.some((m) => m.type === 'view' || m.type === 'saves')).toBe(false);
  });

  it('joining takes a free seat with the code; the player then sees and plays only that seat', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human', 'human']));
    const guesser = new LocalWindow(game.hub, false, '192.0.2.66');
    guesser.send({ type: 'join', requestId: 'j0', code: 'WRONG1', seat: 1 });
    expect(guesser.received.at(-1)).toMatchObject({ type: 'error', requestId: 'j0' });
    const remote = new LocalWindow(game.hub, false, '192.0.2.10');
    remote.send({ type: 'join', requestId: 'j1', code: game.hosting.code.toLowerCase(), seat: 0 });
    expect(remote.received.at(-1)).toMatchObject({ type: 'error', message: msg('host.seat.atHost', { number: 1 }) });
    remote.send({ type: 'join', requestId: 'j2', code: game.hosting.code, seat: 1 });
    const joined = joinedOf(remote);
    expect(joined).toMatchObject({ seat: 1, gameId: game.hub.session!.gameId });
    expect(joined.token).toMatch(/^[0-9a-f]{64}$/);

    const view = lastDiceView(remote);
    expect(view.viewer).toBe(1);
    expect(view.players[1].hand).toBeDefined();
    expect(view.players[0].hand).toBeUndefined();
    expect(view.players[2].hand).toBeUndefined();
    expect(remote.last('view')?.session.controllable).toEqual([1]);

    const other = new LocalWindow(game.hub, false);
    other.send({ type: 'join', requestId: 'j3', code: game.hosting.code, seat: 1 });
    expect(other.received.at(-1)).toMatchObject({ type: 'error', message: msg('host.seat.taken', { number: 2 }) });

    // Acting or looking for another seat is refused and changes nothing.
    const before = game.hub.session!.stateHash();
    remote.send({ type: 'move', requestId: 'm', seat: 0, move: { type: 'pass' } });
    expect(remote.received.at(-1)).toMatchObject({ type: 'error', requestId: 'm' });
    remote.send({ type: 'viewAs', seat: 2 });
    expect(remote.received.at(-1)?.type).toBe('error');
    remote.send({ type: 'legalMoves', requestId: 'l', seat: 2 });
    expect(remote.received.at(-1)).toMatchObject({ type: 'error', requestId: 'l' });
    expect(game.hub.session!.stateHash()).toBe(before);
  });

  it('a move out of turn is refused and changes nothing', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human', 'human']), []);
    const session = game.hub.session!;
    const idle = [0, 1, 2].find((seat) => !session.waitingFor().includes(seat))!;
    const waiting = session.waitingFor()[0];
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: idle });
    const before = session.stateHash();
    remote.send({ type: 'move', requestId: 'early', seat: idle, move: session.legalMoves(waiting)![0] });
    expect(remote.received.at(-1)).toMatchObject({ type: 'error', requestId: 'early' });
    expect(session.stateHash()).toBe(before);
  });

  it("the host's window plays only the seats it keeps and shows who is connected", async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human', 'human']));
    expect(game.host.last('view')?.session.controllable).toEqual([0]);
    game.host.send({ type: 'viewAs', seat: 1 });
    expect(game.host.received.at(-1)).toMatchObject({ type: 'error', message: msg('host.seat.notHere', { number: 2 }) });
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: 2 });
    expect(game.host.last('view')?.session.lan).toEqual([
      { seat: 0, remote: false, claimed: false, connected: true },
      { seat: 1, remote: true, claimed: false, connected: false },
      { seat: 2, remote: true, claimed: true, connected: true },
    ]);
    remote.connection.close();
    expect(game.host.last('view')?.session.lan?.[2]).toEqual({ seat: 2, remote: true, claimed: true, connected: false });
  });

  it('a player who drops comes back to the same seat with its token; a stale token lands in the lobby', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human']));
    const first = new LocalWindow(game.hub, false);
    first.send({ type: 'join', code: game.hosting.code, seat: 1 });
    const { token } = joinedOf(first);
    first.connection.close();

    const back = new LocalWindow(game.hub, false);
    back.send({ type: 'hello', token });
    expect(joinedOf(back).seat).toBe(1);
    expect(lastDiceView(back).viewer).toBe(1);

    const stranger = new LocalWindow(game.hub, false);
    stranger.send({ type: 'hello', token: 'f'.repeat(64) });
    expect(stranger.last('joined')).toBeUndefined();
    expect(stranger.last('lobby')?.seats.map((s) => s.open)).toEqual([false, false]);
  });

  it('the host can hand a disconnected seat to a bot, and the player takes it back on return', async () => {
    const game = await openLanGame(tempDir(), inMemoryLan, 'dice', diceSetup(['human', 'human']));
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: 1 });
    const { token } = joinedOf(remote);
    game.host.send({ type: 'seatToBot', requestId: 'b0', seat: 1 });
    expect(game.host.received.at(-1)).toMatchObject({ type: 'error', requestId: 'b0' });
    remote.connection.close();

    const movesBefore = game.hub.session!.moves.length;
    game.host.send({ type: 'seatToBot', requestId: 'b1', seat: 1 });
    expect(game.host.received.some((m) => m.type === 'ok' && m.requestId === 'b1')).toBe(true);
    expect(game.hub.session!.seats[1].kind).toBe('bot');
    // The host plays its own seat until the bot at seat 2 has had to move.
    const host = game.host;
    for (let i = 0; i < 200 && !game.hub.session!.moves.some((m, index) => index >= movesBefore && m.seat === 1); i++) {
      const seat0 = game.hub.session!.waitingFor().includes(0);
      if (!seat0) break;
      const moves = game.hub.session!.legalMoves(0)!;
      host.send({ type: 'move', seat: 0, move: moves[0] });
    }
    expect(game.hub.session!.moves.slice(movesBefore).some((m) => m.seat === 1)).toBe(true);

    const back = new LocalWindow(game.hub, false);
    back.send({ type: 'hello', token });
    expect(game.hub.session!.seats[1].kind).toBe('human');
    expect(lastDiceView(back).viewer).toBe(1);
  });

  it('a host restarted from its autosave keeps the join code, and tokens still work', async () => {
    const savesDir = tempDir();
    const game = await openLanGame(savesDir, inMemoryLan, 'dice', diceSetup(['human', 'human', 'human']));
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: 2 });
    const { token } = joinedOf(remote);
    const gameId = game.hub.session!.gameId;
    const hash = game.hub.session!.stateHash();
    game.hub.close();

    const restarted = makeHub(savesDir, inMemoryLan);
    const host = new LocalWindow(restarted);
    host.send({ type: 'loadSave', saveId: gameId });
    const hosting = await openHosting(host);
    expect(hosting.code).toBe(game.hosting.code);
    expect(restarted.session!.stateHash()).toBe(hash);

    const back = new LocalWindow(restarted, false);
    back.send({ type: 'hello', token });
    expect(joinedOf(back).seat).toBe(2);
    expect(lastDiceView(back).viewer).toBe(2);
  });

  it('a seat handed to a bot stays a bot after a host restart, until its player takes it back', async () => {
    const savesDir = tempDir();
    const game = await openLanGame(savesDir, inMemoryLan, 'dice', diceSetup(['human', 'human']));
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: 1 });
    const { token } = joinedOf(remote);
    remote.connection.close();
    game.host.send({ type: 'seatToBot', requestId: 'b', seat: 1 });
    expect(game.hub.session!.seats[1].kind).toBe('bot');
    const gameId = game.hub.session!.gameId;
    game.hub.close();

    const restart = async () => {
      const hub = makeHub(savesDir, inMemoryLan);
      const host = new LocalWindow(hub);
      host.send({ type: 'loadSave', saveId: gameId });
      await openHosting(host);
      return hub;
    };
    const restarted = await restart();
    expect(restarted.session!.seats[1].kind).toBe('bot'); // was 'human' before issue #14

    const back = new LocalWindow(restarted, false);
    back.send({ type: 'hello', token });
    expect(joinedOf(back).seat).toBe(1);
    expect(restarted.session!.seats[1].kind).toBe('human');
    restarted.close();

    // Taken back before the next restart: the seat is the player's again.
    const again = await restart();
    expect(again.session!.seats[1].kind).toBe('human');
  });

  it('players who reconnect before the restarted host reopens the game are seated as soon as it does', async () => {
    const savesDir = tempDir();
    const game = await openLanGame(savesDir, inMemoryLan, 'dice', diceSetup(['human', 'human']));
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: 1 });
    const { token } = joinedOf(remote);
    const gameId = game.hub.session!.gameId;
    game.hub.close();

    const restarted = makeHub(savesDir, inMemoryLan);
    const waiting = new LocalWindow(restarted, false);
    waiting.send({ type: 'hello', token });
    expect(waiting.last('joined')).toBeUndefined();
    expect(waiting.last('lobby')?.gameId).toBeNull();
    const host = new LocalWindow(restarted);
    host.send({ type: 'loadSave', saveId: gameId });
    await openHosting(host);
    expect(joinedOf(waiting).seat).toBe(1);
    expect(lastDiceView(waiting).viewer).toBe(1);
  });

  it('the Terraforming Mars opening over the LAN: each seat sees and answers only its own corporations and cards', async () => {
    const setup = {
      seed: 'lan-opening',
      options: { corporateEra: true, draft: false, solo: false },
      players: [
        { name: 'Ada', color: 'red', kind: 'human', beginner: false },
        { name: 'Boris', color: 'green', kind: 'human', beginner: false },
      ],
    };
    const game = await openLanGame(tempDir(), inMemoryLan, 'tm', setup);
    const remote = new LocalWindow(game.hub, false);
    remote.send({ type: 'join', code: game.hosting.code, seat: 1 });
    joinedOf(remote);
    const remoteView = remote.last('view')?.view;
    if (remoteView?.system !== 'tm' || remoteView.prompt?.kind !== 'opening') throw new Error('expected the remote opening');
    const hostView = game.host.last('view')?.view;
    if (hostView?.system !== 'tm' || hostView.prompt?.kind !== 'opening') throw new Error('expected the host opening');
    // Neither sees the other's deal.
    for (const id of remoteView.prompt.cards) expect(JSON.stringify(hostView)).not.toContain(`"${id}"`);
    const answer = (view: typeof remoteView) => {
      if (view.prompt?.kind !== 'opening') throw new Error('expected the opening');
      return { type: 'opening', corporation: view.prompt.corporations[0].id, cards: view.prompt.cards.slice(0, 2) } as const;
    };
    remote.send({ type: 'move', requestId: 'r', seat: 1, move: answer(remoteView) });
    game.host.send({ type: 'move', requestId: 'h', seat: 0, move: answer(hostView) });
    expect(remote.received.some((m) => m.type === 'error')).toBe(false);
    const after = remote.last('view')?.view;
    if (after?.system !== 'tm') throw new Error('no view');
    expect(after.phase).not.toBe('setup');
    expect(after.players[1].corporation).toBe(remoteView.prompt.corporations[0].id);
    expect(after.players[1].hand).toHaveLength(2);
  });

  it('without hosting, the window stays hot-seat and remote messages about the LAN are refused', () => {
    const hub = makeHub(tempDir(), inMemoryLan);
    const host = new LocalWindow(hub);
    host.send({ type: 'newGame', system: 'dice', setup: diceSetup(['human', 'human']) });
    expect(host.last('view')?.session.controllable).toEqual([0, 1]);
    expect(host.last('view')?.session.lan).toBeUndefined();
    host.send({ type: 'join', requestId: 'j', code: 'ABCDEF', seat: 1 });
    expect(host.received.at(-1)).toMatchObject({ type: 'error', requestId: 'j' });
    host.send({ type: 'seatToBot', requestId: 's', seat: 1 });
    expect(host.received.at(-1)).toMatchObject({ type: 'error', requestId: 's' });
  });
});
