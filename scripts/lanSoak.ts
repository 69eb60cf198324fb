// LAN soak: a host and N bot-driven WebSocket clients on loopback play one whole game; prints one JSON
// line: {finished, moves, errors, leaks, p50RoundTripMs, p99RoundTripMs}.
//   npm run lan-soak -- --clients 3 --seed 1 [--system dice|tiny|tm]
// The host runs here; the players run in a child process (as they would on other computers). Every
// message the host sends a seated player is recorded with the game state it was sent from, and audited
// after the game for other seats' cards and decks, so the audit costs the measured round trips nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AnyGameEngine } from '../src/host/engine';
import { Hub, type ConnectOptions, type SendToClient } from '../src/host/hub';
import { LanHost } from '../src/host/lan/lanHost';
import { LanSeatStore } from '../src/host/lan/lanSeatStore';
import { leaksIn, secretsFor } from '../src/host/lan/leakCheck';
import { SaveStore } from '../src/host/saveStore';
import { ENGINES } from '../src/host/systems';
import type { GameView, HostMessage } from '../src/shared/protocol';
import { systemIdSchema, type SystemId } from '../src/shared/systems';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const COLORS = ['red', 'green', 'blue', 'yellow', 'black'];
const NAMES = ['Ada', 'Boris', 'Chen', 'Dara', 'Emil'];

function setupFor(system: SystemId, clients: number, seed: string): unknown {
  const players = Array.from({ length: clients }, (_, i) => ({ name: NAMES[i], color: COLORS[i], kind: 'human' as const, beginner: false }));
  if (system === 'tm') return { players, seed, options: { corporateEra: true, draft: false, solo: clients === 1 } };
  return { players: players.map(({ name, color, kind }) => ({ name, color, kind })), seed };
}

interface SentToSeat {
  seat: number;
  text: string;
  state: unknown;
}

/** A hub that remembers what it sent each seated remote player, and from which state. */
class RecordingHub extends Hub {
  readonly sent: SentToSeat[] = [];
  override connect(send: SendToClient, options: ConnectOptions = {}) {
    let seat: number | null = null;
    return super.connect((message: HostMessage) => {
      if (message.type === 'joined') seat = message.seat;
      // Engine states are replaced, never changed, on each move: keeping a reference is enough.
      if (!options.trusted && seat !== null && this.session) this.sent.push({ seat, text: JSON.stringify(message), state: this.session.state });
      send(message);
    }, options);
  }
}

function audit(sent: SentToSeat[], engine: AnyGameEngine, seatCount: number): number {
  const seats = Array.from({ length: seatCount }, (_, seat) => ({ seat }));
  let leaks = 0;
  for (const { seat, text, state } of sent) {
    const source = { seats, viewFor: (viewer: number) => engine.viewFor(state, viewer) as GameView };
    leaks += leaksIn(text, seat, secretsFor(source, seat));
  }
  return leaks;
}

function runPlayers(url: string, code: string, clients: number, seed: string): Promise<Record<string, unknown>> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [tsx, join(ROOT, 'scripts', 'lanSoakPlayers.ts'), '--url', url, '--code', code, '--clients', String(clients), '--seed', seed];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: ROOT, timeout: 600_000, maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (err) return reject(new Error(`the players failed: ${stderr.trim() || err.message}`));
      resolve(JSON.parse(line) as Record<string, unknown>);
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { clients: { type: 'string', default: '3' }, seed: { type: 'string', default: '1' }, system: { type: 'string', default: 'dice' } } });
  const clients = Number(values.clients);
  const system = systemIdSchema.parse(values.system);
  if (!Number.isInteger(clients) || clients < 1 || clients > 5) throw new Error('--clients must be 1 to 5');
  const savesDir = mkdtempSync(join(tmpdir(), 'tharsis-lan-soak-'));
  // Loopback only, beacons included (to the discard port).
  const lan = new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: 9 });
  const hub = new RecordingHub({ engines: ENGINES, store: new SaveStore(savesDir), lan, lanSeatStore: new LanSeatStore(join(savesDir, 'lan-seats')) });
  const replies: HostMessage[] = [];
  const host = hub.connect((m) => replies.push(m));
  try {
    host.receive(JSON.stringify({ type: 'newGame', system, setup: setupFor(system, clients, `soak-${values.seed}`) }));
    const session = hub.session;
    if (!session) throw new Error(`the game did not start: ${JSON.stringify(replies.at(-1))}`);
    host.receive(JSON.stringify({ type: 'hostLan', open: true, hostSeats: [] }));
    while (!hub.lanHosting) await new Promise((r) => setTimeout(r, 5));
    const played = await runPlayers(`ws://127.0.0.1:${hub.lanHosting.port}/ws`, hub.lanHosting.code, clients, values.seed);
    const finished = played.finished === true && hub.session?.status === 'finished';
    const leaks = audit(hub.sent, session.engine, clients);
    console.log(JSON.stringify({ system, clients, ...played, finished, leaks, audited: hub.sent.length }));
  } finally {
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
