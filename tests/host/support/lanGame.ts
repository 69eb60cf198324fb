// A host with a game open on the LAN, for the LAN tests: the real engines, saves in a temp folder, the
// host's own window as a trusted in-process connection, and (optionally) the real LAN listener bound to
// loopback with discovery beacons sent to loopback only.
import { join } from 'node:path';
import { Hub } from '../../../src/host/hub';
import type { LanController } from '../../../src/host/lan/lanController';
import { LanHost } from '../../../src/host/lan/lanHost';
import { LanSeatStore } from '../../../src/host/lan/lanSeatStore';
import { SaveStore } from '../../../src/host/saveStore';
import { ENGINES } from '../../../src/host/systems';
import type { ClientMessage, HostMessage, LanHosting } from '../../../src/shared/protocol';
import type { SystemId } from '../../../src/shared/systems';

/** Listens nowhere: for hub tests that need hosting switched on but no sockets. */
export const inMemoryLan: LanController = {
  open: async () => ({ port: 1, addresses: ['192.0.2.1'] }),
  close: async () => undefined,
  discover: async () => [],
};

export function loopbackLan(discoveryPort = 0): LanHost {
  return new LanHost({ port: 0, bindAddress: '127.0.0.1', announceTo: ['127.0.0.1'], discoveryPort: discoveryPort || 9 });
}

export function diceSetup(kinds: ('human' | 'bot')[], seed = 'lan-1') {
  const colors = ['red', 'green', 'blue', 'yellow'] as const;
  const names = ['Ada', 'Boris', 'Chen', 'Dara'];
  return { players: kinds.map((kind, i) => ({ name: names[i], color: colors[i], kind })), seed };
}

/** An in-process client of the hub that records what it receives. */
export class LocalWindow {
  readonly received: HostMessage[] = [];
  readonly connection;
  /** @param address the peer address a LAN client would have (join-code guessing is limited per address) */
  constructor(hub: Hub, trusted = true, address?: string, disconnect?: (code: number, reason: string) => void) {
    this.connection = hub.connect((m) => this.received.push(m), { trusted, address, disconnect });
  }
  send(message: ClientMessage | string): void {
    this.connection.receive(typeof message === 'string' ? message : JSON.stringify(message));
  }
  last<T extends HostMessage['type']>(type: T): Extract<HostMessage, { type: T }> | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) if (this.received[i].type === type) return this.received[i] as Extract<HostMessage, { type: T }>;
    return undefined;
  }
}

export interface LanGame {
  hub: Hub;
  host: LocalWindow;
  hosting: LanHosting;
  savesDir: string;
}

export function makeHub(savesDir: string, lan: LanController): Hub {
  return new Hub({ engines: ENGINES, store: new SaveStore(savesDir), lan, lanSeatStore: new LanSeatStore(join(savesDir, 'lan-seats')), version: 'test' });
}

/** Starts a game at the host and opens it to the LAN; resolves once the host's window knows the code. */
export async function openLanGame(savesDir: string, lan: LanController, system: SystemId, setup: unknown, hostSeats?: number[]): Promise<LanGame> {
  const hub = makeHub(savesDir, lan);
  const host = new LocalWindow(hub);
  host.send({ type: 'newGame', system, setup });
  const hosting = await openHosting(host, hostSeats);
  return { hub, host, hosting, savesDir };
}

export async function openHosting(host: LocalWindow, hostSeats?: number[]): Promise<LanHosting> {
  const requestId = `open-${host.received.length}`;
  host.send({ type: 'hostLan', requestId, open: true, hostSeats });
  for (let i = 0; i < 100; i++) {
    const answer = host.received.find((m) => (m.type === 'lanHosting' || m.type === 'error') && m.requestId === requestId);
    if (answer?.type === 'lanHosting' && answer.hosting) return answer.hosting;
    if (answer?.type === 'error') throw new Error(JSON.stringify(answer.message));
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('hosting did not open');
}
