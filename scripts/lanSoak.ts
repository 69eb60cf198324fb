// LAN soak: a host and N bot-driven WebSocket clients on loopback play one whole game; prints one JSON
// line with what happened and how long moves took to come back as views.
//   npm run lan-soak -- --clients 3 --seed 1 [--system dice|tiny|tm]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Hub } from '../src/host/hub';
import { LanHost } from '../src/host/lan/lanHost';
import { leaksIn, secretsFor } from '../src/host/lan/leakCheck';
import { LanSeatStore } from '../src/host/lan/lanSeatStore';
import { playRemoteGame, RemotePlayer } from '../src/host/lan/remotePlayer';
import { SaveStore } from '../src/host/saveStore';
import { ENGINES } from '../src/host/systems';
import type { HostMessage } from '../src/shared/protocol';
import { systemIdSchema, type SystemId } from '../src/shared/systems';

const COLORS = ['red', 'green', 'blue', 'yellow', 'black'];
const NAMES = ['Ada', 'Boris', 'Chen', 'Dara', 'Emil'];

function setupFor(system: SystemId, clients: number, seed: string): unknown {
  const players = Array.from({ length: clients }, (_, i) => ({ name: NAMES[i], color: COLORS[i], kind: 'human' as const, beginner: false }));
  if (system === 'tm') return { players, seed, options: { corporateEra: true, draft: false, solo: clients === 1 } };
  return { players: players.map(({ name, color, kind }) => ({ name, color, kind })), seed };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { clients: { type: 'string', default: '3' }, seed: { type: 'string', default: '1' }, system: { type: 'string', default: 'dice' } } });
  const clients = Number(values.clients);
  const system = systemIdSchema.parse(values.system);
  if (!Number.isInteger(clients) || clients < 1 || clients > 5) throw new Error('--clients must be 1 to 5');
  const savesDir = mkdtempSync(join(tmpdir(), 'tharsis-lan-soak-'));
  // Loopback only, beacons included (to the discard port).
  const lan = new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: 9 });
  const hub = new Hub({ engines: ENGINES, store: new SaveStore(savesDir), lan, lanSeatStore: new LanSeatStore(join(savesDir, 'lan-seats')) });
  const hostWindow: HostMessage[] = [];
  const host = hub.connect((m) => hostWindow.push(m));
  const players: RemotePlayer[] = [];
  try {
    host.receive(JSON.stringify({ type: 'newGame', system, setup: setupFor(system, clients, `soak-${values.seed}`) }));
    if (!hub.session) throw new Error(`the game did not start: ${JSON.stringify(hostWindow.at(-1))}`);
    host.receive(JSON.stringify({ type: 'hostLan', open: true, hostSeats: [] }));
    while (!hub.lanHosting) await new Promise((r) => setTimeout(r, 5));
    const url = `ws://127.0.0.1:${hub.lanHosting.port}/ws`;
    for (let seat = 0; seat < clients; seat++) {
      const player = await RemotePlayer.connect(url);
      players.push(player);
      const joined = await player.join(hub.lanHosting.code, seat);
      if (joined.type !== 'joined') throw new Error(`seat ${seat + 1} could not join: ${JSON.stringify(joined)}`);
    }
    let leaks = 0;
    const audited = players.map(() => 0);
    const audit = () => {
      const session = hub.session!;
      players.forEach((player, seat) => {
        const secrets = secretsFor(session, seat);
        for (const text of player.texts.slice(audited[seat])) leaks += leaksIn(text, seat, secrets);
        audited[seat] = player.texts.length;
      });
    };
    audit();
    const result = await playRemoteGame({ players, seed: Number(values.seed) || 1, afterMove: audit });
    const times = [...result.roundTripsMs].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    console.log(
      JSON.stringify({
        system,
        clients,
        finished: result.finished && hub.session!.status === 'finished',
        moves: result.moves,
        errors: result.errors.length,
        leaks,
        p50RoundTripMs: round(percentile(times, 50)),
        p99RoundTripMs: round(percentile(times, 99)),
        ...(result.errors.length ? { firstError: result.errors[0] } : {}),
      }),
    );
  } finally {
    await Promise.all(players.map((p) => p.close()));
    host.close();
    hub.close();
    await lan.close();
    rmSync(savesDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error('lan-soak:', err instanceof Error ? err.message : err);
  process.exit(1);
});
