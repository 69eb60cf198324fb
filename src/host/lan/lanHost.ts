// Hosting on the LAN: a second listener (all interfaces by default) whose clients are untrusted remote
// players, plus the discovery beacon while it is open. Nothing listens beyond loopback until the host
// explicitly opens a game, and both stop when hosting ends.
import { networkInterfaces } from 'node:os';
import { SYSTEM_NAMES } from '../../shared/systems';
import type { Hub } from '../hub';
import { startServer, type RunningServer, type ServerOptions } from '../server';
import { scanForGames, startBeacon, type Beacon, type GameAbout } from './discovery';
import type { LanController, LanListening } from './lanController';

export const DEFAULT_LAN_PORT = 5171;

export interface LanHostOptions {
  port?: number;
  /** The interface to listen on; all of them by default. */
  bindAddress?: string;
  /** Where discovery beacons go (broadcast by default). */
  announceTo?: string[];
  discoveryPort?: number;
  rendererDir?: string;
  /** Abuse limits (defaults: floodGuard.ts, connectionLimits.ts, socketWatch.ts, server.ts). */
  floodLimits?: ServerOptions['floodLimits'];
  connectionCaps?: ServerOptions['connectionCaps'];
  socketTimers?: ServerOptions['socketTimers'];
  maxBufferedBytes?: number;
}

export class LanHost implements LanController {
  private server: RunningServer | null = null;
  private beacon: Beacon | null = null;

  constructor(private readonly options: LanHostOptions = {}) {}

  async open(hub: Hub): Promise<LanListening> {
    if (!this.server) {
      const port = this.options.port ?? DEFAULT_LAN_PORT;
      try {
        this.server = await startServer({
          hub,
          port,
          host: this.options.bindAddress ?? '0.0.0.0',
          rendererDir: this.options.rendererDir,
          remote: true,
          floodLimits: this.options.floodLimits,
          connectionCaps: this.options.connectionCaps,
          socketTimers: this.options.socketTimers,
          maxBufferedBytes: this.options.maxBufferedBytes,
        });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new Error(`port ${port} is already in use on this computer`);
        throw err;
      }
      this.beacon = startBeacon({
        port: this.server.port,
        name: () => gameName(hub),
        about: () => gameAbout(hub),
        targets: this.options.announceTo,
        discoveryPort: this.options.discoveryPort,
      });
    }
    return { port: this.server.port, addresses: reachableAddresses(this.options.bindAddress) };
  }

  async close(): Promise<void> {
    this.beacon?.stop();
    this.beacon = null;
    const server = this.server;
    this.server = null;
    await server?.close();
  }

  discover() {
    return scanForGames({ discoveryPort: this.options.discoveryPort });
  }
}

/** Who hosts and what, as data: each listening window names the game in its own language. */
function gameAbout(hub: Hub): GameAbout {
  const session = hub.session;
  if (!session) return { host: null, system: null };
  return { host: session.seats.find((s) => s.kind === 'human')?.name ?? null, system: session.engine.system };
}

/** "Ada's Dice Game": the name an older app shows in its list (it reads no `host` and `system`). */
function gameName(hub: Hub): string {
  const session = hub.session;
  if (!session) return 'Tharsis game';
  const host = session.seats.find((s) => s.kind === 'human')?.name ?? 'Tharsis';
  return `${host}'s ${SYSTEM_NAMES[session.engine.system]}`;
}

/** The IPv4 addresses others can type: the bound one, or every non-internal interface's. */
function reachableAddresses(bindAddress: string | undefined): string[] {
  if (bindAddress && bindAddress !== '0.0.0.0') return [bindAddress];
  const addresses: string[] = [];
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) addresses.push(entry.address);
  }
  return addresses;
}
