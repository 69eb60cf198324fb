// What the hub needs from the network side of LAN play: open or close the listener other devices reach,
// and look for games others host. Kept as an interface so the hub stays testable without sockets.
import type { DiscoveredGame } from '../../shared/protocol';
import type { Hub } from '../hub';

export interface LanListening {
  port: number;
  addresses: string[];
}

export interface LanController {
  /** Starts listening on the network (idempotent while open). */
  open(hub: Hub): Promise<LanListening>;
  close(): Promise<void>;
  /** Games announced on the local network right now. */
  discover(): Promise<DiscoveredGame[]>;
}
