// Every message a client sends gets an answer, however hostile: an error reply carrying its requestId
// whenever one can be read, or a close with a reason. Over the real LAN socket and over the in-process
// connection the Electron window uses.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LanHost } from '../../src/host/lan/lanHost';
import { RemotePlayer } from '../../src/host/lan/remotePlayer';
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH } from '../../src/shared/protocol';
import { diceSetup, LocalWindow, makeHub, openLanGame, inMemoryLan, type LanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DEPTH = 20_000;
const deepMove = (requestId: string) => `{"type":"move","requestId":"${requestId}","seat":1,"move":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
/** About 200 KB: over the protocol's 64 KB limit, under the socket's payload cap; the id comes last, as clients write it. */
const hugeMove = (requestId: string) => JSON.stringify({ type: 'move', seat: 1, move: { type: 'pass', pad: 'x'.repeat(200 * 1024) }, requestId });

async function lanGame(): Promise<LanGame & { url: string }> {
  const lan = new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: 9 });
  const game = await openLanGame(tempDir(), lan, 'dice', diceSetup(['human', 'human']), [0]);
  cleanups.push(() => lan.close(), () => game.hub.close());
  return { ...game, url: `ws://127.0.0.1:${game.hosting.port}/ws` };
}

async function seated(game: LanGame & { url: string }): Promise<RemotePlayer> {
  const player = await RemotePlayer.connect(game.url);
  cleanups.push(() => player.close());
  expect(await player.join(game.hosting.code, 1)).toMatchObject({ type: 'joined' });
  return player;
}

describe('every message is answered, over the LAN socket', () => {
  it(`a message nested ${DEPTH.toLocaleString('en')} levels deep gets an error with its requestId; the game is unchanged`, async () => {
    const game = await lanGame();
    const player = await seated(game);
    const hash = game.hub.session!.stateHash();
    const answer = player.waitFor((m) => m.type === 'error');
    player.send(deepMove('deep-1'));
    expect(await answer).toEqual({ type: 'error', requestId: 'deep-1', message: { key: 'host.protocol.tooDeep', params: { max: MAX_MESSAGE_DEPTH } } });
    // Bare nesting with nothing to match it by: still answered.
    const bare = player.waitFor((m) => m.type === 'error');
    player.send(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`.slice(0, MAX_MESSAGE_BYTES));
    expect(await bare).toMatchObject({ type: 'error', message: { key: 'host.protocol.tooDeep', params: { max: MAX_MESSAGE_DEPTH } } });
    expect(player.open).toBe(true);
    expect(game.hub.session!.stateHash()).toBe(hash);
    expect((await player.request({ type: 'legalMoves', seat: 1 })).type).toBe('legalMoves');
  });

  it('a 200 KB message is refused as too large with its requestId, wherever the id stands', async () => {
    const game = await lanGame();
    const player = await seated(game);
    const last = player.waitFor((m) => m.type === 'error');
    player.send(hugeMove('big-1'));
    expect(await last).toEqual({ type: 'error', requestId: 'big-1', message: { key: 'host.protocol.tooLarge', params: { size: expect.any(Number), limit: 65536 } } });
    const first = player.waitFor((m) => m.type === 'error');
    player.send(`{"requestId":"big-2",${hugeMove('ignored-duplicate').slice(1).replace('"requestId":"ignored-duplicate"', '"x":0')}`);
    expect(await first).toMatchObject({ type: 'error', requestId: 'big-2' });
    // An id nested inside the message is not the message's own: no id rather than a wrong one.
    const nested = player.waitFor((m) => m.type === 'error');
    player.send(JSON.stringify({ type: 'move', seat: 1, move: { requestId: 'not-mine', pad: 'x'.repeat(200 * 1024) } }));
    expect(await nested).toEqual({ type: 'error', message: { key: 'host.protocol.tooLarge', params: { size: expect.any(Number), limit: 65536 } } });
  });

  it('a message over the socket payload cap closes the connection with 1009, the standard code for "message too big"', async () => {
    const game = await lanGame();
    const ws = new WebSocket(game.url);
    cleanups.push(() => ws.terminate());
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    ws.send('x'.repeat(MAX_MESSAGE_BYTES * 4 + 1));
    // ws sends the code without words (it closes before any handler of ours runs); 1009 is the reason.
    expect((await closed).code).toBe(1009);
  });

  it('a binary message gets an error', async () => {
    const game = await lanGame();
    const player = await seated(game);
    const answer = player.waitFor((m) => m.type === 'error');
    (player as unknown as { ws: WebSocket }).ws.send(Buffer.from('{"type":"hello"}'), { binary: true });
    expect(await answer).toEqual({ type: 'error', message: { key: 'host.protocol.binary' } });
  });
});

describe('every message is answered, over the window connection', () => {
  it('deep nesting and oversize get errors with their requestIds', () => {
    const hub = makeHub(tempDir(), inMemoryLan);
    cleanups.push(() => hub.close());
    const window = new LocalWindow(hub);
    window.send(deepMove('deep-ipc'));
    window.send(hugeMove('big-ipc'));
    expect(window.received).toEqual([
      { type: 'error', requestId: 'deep-ipc', message: { key: 'host.protocol.tooDeep', params: { max: MAX_MESSAGE_DEPTH } } },
      { type: 'error', requestId: 'big-ipc', message: { key: 'host.protocol.tooLarge', params: { size: expect.any(Number), limit: 65536 } } },
    ]);
  });
});
