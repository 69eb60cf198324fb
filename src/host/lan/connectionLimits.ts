// Caps on how many WebSockets the LAN listener keeps at once, in total and per address, so one device
// (or a script on it) cannot exhaust the host's memory or file descriptors by opening connections.
import { addressGroupOf } from './addressGroup';
import { CLOSE_REASON_KEYS, type CloseReasonKey } from '../../shared/closeReasons';

export interface ConnectionCaps {
  total: number;
  perAddress: number;
}

/** Room for a full table (5 seats, each with a spare tab or reconnect in flight) and some spectating lobbies. */
export const DEFAULT_CONNECTION_CAPS: ConnectionCaps = { total: 64, perAddress: 8 };

export class ConnectionCounter {
  private readonly byAddress = new Map<string, number>();
  private count = 0;

  constructor(private readonly caps: ConnectionCaps = DEFAULT_CONNECTION_CAPS) {}

  /** Counts a new connection from the address, or returns why it is refused as a close reason (and counts nothing). */
  admit(address: string): CloseReasonKey | null {
    const group = addressGroupOf(address);
    if (this.count >= this.caps.total) return CLOSE_REASON_KEYS.hostFull;
    if ((this.byAddress.get(group) ?? 0) >= this.caps.perAddress) return CLOSE_REASON_KEYS.addressFull;
    this.byAddress.set(group, (this.byAddress.get(group) ?? 0) + 1);
    this.count += 1;
    return null;
  }

  release(address: string): void {
    const group = addressGroupOf(address);
    const left = (this.byAddress.get(group) ?? 0) - 1;
    if (left > 0) this.byAddress.set(group, left);
    else this.byAddress.delete(group);
    this.count = Math.max(0, this.count - 1);
  }
}
