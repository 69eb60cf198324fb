// Finding games on the local network without typing addresses: a host that is open on the LAN sends a
// small UDP beacon every second; the app listens for a moment and lists what it heard. Beacons carry no
// secret (the join code is read off the host's screen) and what is heard is validated like any input.
import { createSocket, type Socket } from 'node:dgram';
import { z } from 'zod';
import type { DiscoveredGame } from '../../shared/protocol';
import { systemIdSchema, type SystemId } from '../../shared/systems';

export const DISCOVERY_PORT = 5172;
const BEACON_INTERVAL_MS = 1000;
const MAX_BEACON_BYTES = 512;

const beaconSchema = z.object({
  app: z.literal('tharsis'),
  v: z.literal(1),
  /** The game's name in English, for apps that do not read `host` and `system`. */
  name: z.string().min(1).max(80),
  port: z.number().int().min(1).max(65535),
  /** Who hosts and what (null: no game yet), which each listener says in its own language. */
  host: z.string().min(1).max(24).nullable().optional(),
  system: systemIdSchema.nullable().optional(),
});

/** What a game is, as data: the hosting player's name and the game system (null while none is known). */
export interface GameAbout {
  host: string | null;
  system: SystemId | null;
}

export interface BeaconOptions {
  /** The LAN listener's port, which joiners connect to. */
  port: number;
  /** What the game is called in others' lists (read at each beacon, so it follows the game in play). */
  name: () => string;
  /** Who hosts and what, as data (read at each beacon too). */
  about?: () => GameAbout;
  /** Where beacons go: the broadcast address by default; tests use loopback. */
  targets?: string[];
  discoveryPort?: number;
}

export interface Beacon {
  stop(): void;
}

export function startBeacon(options: BeaconOptions): Beacon {
  const socket = createSocket({ type: 'udp4', reuseAddr: true });
  const targets = options.targets ?? ['255.255.255.255'];
  const discoveryPort = options.discoveryPort ?? DISCOVERY_PORT;
  let stopped = false;
  const send = () => {
    if (stopped) return;
    const about = options.about?.();
    const text = JSON.stringify({ app: 'tharsis', v: 1, name: options.name().slice(0, 80) || 'Tharsis game', port: options.port, ...(about ? { host: about.host?.slice(0, 24) || null, system: about.system } : {}) });
    for (const target of targets) socket.send(text, discoveryPort, target, () => undefined);
  };
  socket.on('error', (err) => console.warn('[lan] beacon error:', err.message));
  socket.bind(0, () => {
    socket.setBroadcast(true);
    send();
  });
  const timer = setInterval(send, BEACON_INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      closeQuietly(socket);
    },
  };
}

export interface ScanOptions {
  /** How long to listen; beacons come every second. */
  windowMs?: number;
  discoveryPort?: number;
  bindAddress?: string;
  /** Told the port actually listened on (discoveryPort 0 picks a free one). */
  onListening?: (port: number) => void;
}

/** Listens for beacons for a moment; one entry per game heard (address and port). */
export function scanForGames(options: ScanOptions = {}): Promise<DiscoveredGame[]> {
  const socket = createSocket({ type: 'udp4', reuseAddr: true });
  const found = new Map<string, DiscoveredGame>();
  socket.on('message', (data, from) => {
    const game = readBeacon(data, from.address);
    if (game) found.set(`${game.address}:${game.port}`, game);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', (err) => {
      closeQuietly(socket);
      reject(err);
    });
    socket.bind(options.discoveryPort ?? DISCOVERY_PORT, options.bindAddress, () => {
      options.onListening?.(socket.address().port);
      setTimeout(() => {
        closeQuietly(socket);
        resolve([...found.values()].sort((a, b) => a.name.localeCompare(b.name)));
      }, options.windowMs ?? 1500);
    });
  });
}

/** A beacon as heard from an address, or null for anything else that arrives on the port. */
export function readBeacon(data: Buffer, address: string): DiscoveredGame | null {
  if (data.length > MAX_BEACON_BYTES) return null;
  try {
    const parsed = beaconSchema.safeParse(JSON.parse(data.toString('utf8')));
    if (!parsed.success) return null;
    const { name, port, host, system } = parsed.data;
    return { name, address, port, ...(system !== undefined ? { host: host ?? null, system } : {}) };
  } catch {
    return null;
  }
}

function closeQuietly(socket: Socket): void {
  try {
    socket.close();
  } catch {
    /* already closed */
  }
}
