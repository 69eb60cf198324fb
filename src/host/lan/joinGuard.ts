// Slows down join-code guessing on the LAN: after each wrong code an address must wait longer before
// its next try, and after a few it is locked out for a while. The host's window is shown who tried.
import { msg, type Message } from '../../shared/message';
import type { FailedJoin } from '../../shared/protocol';
import { addressGroupOf } from './addressGroup';

export interface JoinGuardLimits {
  /** Wait after the first wrong code; it doubles with each further one. */
  firstBackoffMs: number;
  /** Wrong codes after which the address is locked out. */
  lockoutAfter: number;
  lockoutMs: number;
}

/** A person who mistypes gets a few quick retries; a script gets five tries, then one per quarter hour. */
export const DEFAULT_JOIN_LIMITS: JoinGuardLimits = { firstBackoffMs: 2000, lockoutAfter: 5, lockoutMs: 15 * 60_000 };

const MAX_RECORDS = 1024;

interface Record {
  wrong: number;
  /** No code from this address is looked at before this time. */
  notBefore: number;
}

export type JoinAdmission = { ok: true } | { ok: false; message: Message };

export class JoinGuard {
  private readonly records = new Map<string, Record>();

  constructor(
    private readonly limits: JoinGuardLimits = DEFAULT_JOIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a code from this address may be checked now; if not, a reason for the player. */
  admit(address: string): JoinAdmission {
    const record = this.records.get(addressGroupOf(address));
    const wait = record ? record.notBefore - this.now() : 0;
    if (!record || wait <= 0) return { ok: true };
    if (record.wrong >= this.limits.lockoutAfter) {
      return { ok: false, message: msg('host.lan.lockedOut', { minutes: Math.ceil(wait / 60_000) }) };
    }
    return { ok: false, message: msg('host.lan.waitAfterWrongCode', { seconds: Math.ceil(wait / 1000) }) };
  }

  recordWrong(address: string): void {
    const key = addressGroupOf(address);
    const record = this.records.get(key) ?? { wrong: 0, notBefore: 0 };
    record.wrong += 1;
    const delay =
      record.wrong >= this.limits.lockoutAfter ? this.limits.lockoutMs : this.limits.firstBackoffMs * 2 ** (record.wrong - 1);
    record.notBefore = this.now() + delay;
    this.records.delete(key);
    this.records.set(key, record);
    // Bounded, oldest forgotten first: a flood of addresses must not grow the host's memory.
    if (this.records.size > MAX_RECORDS) this.records.delete(this.records.keys().next().value as string);
  }

  /** A right code: the address's earlier mistakes are forgiven. True when there were any. */
  recordRight(address: string): boolean {
    return this.records.delete(addressGroupOf(address));
  }

  /** Every address that got the code wrong, most wrong codes first (for the host's LAN panel). */
  failures(): FailedJoin[] {
    const time = this.now();
    return [...this.records.entries()]
      .map(([address, record]) => ({ address, wrong: record.wrong, lockedOut: record.wrong >= this.limits.lockoutAfter && record.notBefore > time }))
      .sort((a, b) => b.wrong - a.wrong || a.address.localeCompare(b.address));
  }
}
