// A seated LAN player that never reads and asks for the Terraforming Mars card list as fast as it can
// (about 58 KB per answer): how far does the host's memory grow? Run with the send-buffer bound the host
// uses and, for comparison, without it. Prints one JSON line per run.
//   npx tsx bench/lanNonReader.ts [--seconds 8]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { Hub } from '../src/host/hub';
import { LanHost } from '../src/host/lan/lanHost';
import { LanSeatStore } from '../src/host/lan/lanSeatStore';
import { SaveStore } from '../src/host/saveStore';
import { MAX_BUFFERED_BYTES } from '../src/host/server';
import { ENGINES } from '../src/host/systems';
import type { HostMessage, LanHosting } from '../src/shared/protocol';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' } } });
const seconds = Number(values.seconds);

async function run(maxBufferedBytes: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tharsis-bench-'));
  const lan = new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: 9, maxBufferedBytes, floodLimits: { burst: 1e9, perSecond: 1e9, dropAfter: 1e9 } });
  const hub = new Hub({ engines: ENGINES, store: new SaveStore(dir), lan, lanSeatStore: new LanSeatStore(join(dir, 'lan-seats')) });
  const hosting = await new Promise<LanHosting>((resolve) => {
    const host = hub.connect((m: HostMessage) => {
      if (m.type === 'lanHosting' && m.hosting) resolve(m.hosting);
    });
    host.receive(JSON.stringify({ type: 'newGame', system: 'dice', setup: { players: [{ name: 'A', color: 'red', kind: 'human' }, { name: 'B', color: 'green', kind: 'human' }], seed: 'bench' } }));
    host.receive(JSON.stringify({ type: 'hostLan', open: true }));
  });
  const ws = new WebSocket(`ws://127.0.0.1:${hosting.port}/ws`);
  await new Promise((r) => ws.once('open', r));
  const joined = new Promise((r) => ws.once('message', r));
  ws.send(JSON.stringify({ type: 'join', code: hosting.code, seat: 1 }));
  await joined;
  (ws as unknown as { _socket: Socket })._socket.pause();
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  let dropped = false;
  ws.on('close', () => (dropped = true));
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (ws.readyState === WebSocket.OPEN) for (let i = 0; i < 50; i++) ws.send(JSON.stringify({ type: 'catalogue', system: 'tm' }));
    await new Promise((r) => setTimeout(r, 10));
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed + now.external + now.arrayBuffers);
    if (dropped || hub.clientCount === 1) break;
  }
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  console.log(
    JSON.stringify({
      name: 'lan-non-reader',
      sendBufferBound: Number.isFinite(maxBufferedBytes) ? `${mb(maxBufferedBytes)} MB` : 'none',
      seconds,
      droppedByHost: hub.clientCount === 1,
      peakRssGrowthMb: mb(peakRss - start.rss),
      peakHeapAndBuffersGrowthMb: mb(peakHeap - (start.heapUsed + start.external + start.arrayBuffers)),
    }),
  );
  ws.terminate();
  hub.close();
  await lan.close();
  rmSync(dir, { recursive: true, force: true });
}

await run(MAX_BUFFERED_BYTES);
await run(Number.POSITIVE_INFINITY);
