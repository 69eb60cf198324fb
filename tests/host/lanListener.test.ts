// The LAN listener under abuse, over real sockets on loopback: a client that never reads is dropped,
// connections are capped per address and in total, a peer that does not answer pings is dropped, and
// visitors who say nothing are closed while seated players stay.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LanHost, type LanHostOptions } from '../../src/host/lan/lanHost';
import { VISITOR_IDLE_CLOSE_CODE } from '../../src/host/lan/socketWatch';
import { diceSetup, openLanGame, type LanGame } from './support/lanGame';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const NO_FLOOD_LIMIT = { burst: 1e9, perSecond: 1e9, dropAfter: 1e9 };

async function loopbackGame(options: LanHostOptions): Promise<LanGame> {
  const lan = new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: 9, ...options });
  const game = await openLanGame(tempDir(), lan, 'dice', diceSetup(['human', 'human', 'human']));
  cleanups.push(() => lan.close(), () => game.hub.close());
  return game;
}

function open(game: LanGame, localAddress = '127.0.0.1'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${game.hosting.port}/ws`, { localAddress });
    cleanups.push(() => ws.terminate());
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function closeCodeOf(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) resolve(-1);
    else ws.once('close', (code) => resolve(code));
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** A WebSocket handshake by hand, on a socket that then never answers anything (no pongs). */
function deafPeer(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    cleanups.push(() => void socket.destroy());
    socket.once('data', (data) => (String(data).startsWith('HTTP/1.1 101') ? resolve(socket) : reject(new Error(String(data)))));
    socket.once('error', reject);
  });
}

describe('LAN listener under abuse', () => {
  it('drops a client that keeps asking but never reads, instead of buffering for it', async () => {
    const game = await loopbackGame({ floodLimits: NO_FLOOD_LIMIT, maxBufferedBytes: 256 * 1024 });
    const reader = await open(game);
    const stalled = await open(game);
    await until(() => game.hub.clientCount === 3, 'both are connected');
    // Stop reading: what the host sends piles up in its buffers once the kernel's are full.
    (stalled as unknown as { _socket: Socket })._socket.pause();
    const ask = JSON.stringify({ type: 'hello' });
    for (let round = 0; round < 200 && game.hub.clientCount === 3; round++) {
      for (let i = 0; i < 500; i++) stalled.send(ask);
      await new Promise((r) => setTimeout(r, 5));
    }
    await until(() => game.hub.clientCount === 2, 'the stalled client is dropped');
    // The one that reads is untouched.
    expect(reader.readyState).toBe(WebSocket.OPEN);
  });

  it('caps connections per address and in total', async () => {
    const game = await loopbackGame({ connectionCaps: { total: 4, perAddress: 2 } });
    const fromOne = [await open(game, '127.0.0.1'), await open(game, '127.0.0.1')];
    const third = await open(game, '127.0.0.1');
    expect(await closeCodeOf(third)).toBe(1013);
    const fromTwo = [await open(game, '127.0.0.2'), await open(game, '127.0.0.2')];
    const fifth = await open(game, '127.0.0.3');
    expect(await closeCodeOf(fifth)).toBe(1013);
    expect([...fromOne, ...fromTwo].every((ws) => ws.readyState === WebSocket.OPEN)).toBe(true);
    // A closed connection frees its place.
    fromOne[0].close();
    await closeCodeOf(fromOne[0]);
    await until(() => game.hub.clientCount === 4, 'the place is free');
    const again = await open(game, '127.0.0.1');
    await new Promise((r) => setTimeout(r, 50));
    expect(again.readyState).toBe(WebSocket.OPEN);
  });

  it('drops a peer that does not answer the heartbeat', async () => {
    const game = await loopbackGame({ socketTimers: { heartbeatMs: 100, visitorIdleMs: 60_000 } });
    const peer = await deafPeer(game.hosting.port);
    const closed = new Promise<void>((resolve) => peer.once('close', () => resolve()));
    await closed;
    await until(() => game.hub.clientCount === 1, 'the host forgets it');
  });

  it('closes visitors who do not join, and keeps seated players however quiet', async () => {
    const game = await loopbackGame({ socketTimers: { heartbeatMs: 100, visitorIdleMs: 300 } });
    const player = await open(game);
    player.send(JSON.stringify({ type: 'join', code: game.hosting.code, seat: 1 }));
    const visitor = await open(game);
    expect(await closeCodeOf(visitor)).toBe(VISITOR_IDLE_CLOSE_CODE);
    expect(player.readyState).toBe(WebSocket.OPEN);
    expect(game.host.last('view')?.session.lan?.[1]).toMatchObject({ claimed: true, connected: true });
  });
});
