// Who may play which seat of a game opened on the LAN: the join code people type, the seats the host
// keeps, and one secret token per seat a remote player has claimed. Plain data, so it can be kept on
// disk next to the saves and a restarted host lets everyone back in with the tokens they hold.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Seat } from '../../shared/tm/basics';

/** No 0/O or 1/I: the code is read aloud and typed by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/**
 * 10 symbols of 32 = 50 bits. With the guessing limits (joinGuard.ts) a device gets about one try per
 * quarter hour after its first five; even a few hundred devices would need millions of years.
 */
export const CODE_LENGTH = 10;

export const lanSeatsDataSchema = z.object({
  gameId: z.string().min(1).max(64),
  code: z.string().regex(/^[A-Z0-9]{4,12}$/),
  hostSeats: z.array(z.number().int().min(0).max(4)).max(5),
  claims: z.array(z.object({ seat: z.number().int().min(0).max(4), token: z.string().regex(/^[0-9a-f]{64}$/) })).max(5),
  /** Remote seats the host handed to a bot; they stay bots across a host restart until taken back. Absent in older files. */
  botSeats: z.array(z.number().int().min(0).max(4)).max(5).optional(),
});
export type LanSeatsData = z.infer<typeof lanSeatsDataSchema>;

export function newJoinCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

export class LanSeats {
  private constructor(private readonly data: LanSeatsData) {}

  static fresh(gameId: string, hostSeats: Seat[]): LanSeats {
    return new LanSeats({ gameId, code: newJoinCode(), hostSeats: [...new Set(hostSeats)], claims: [] });
  }

  /** Seats kept on disk; a code from before codes were this long is replaced (the tokens stay valid). */
  static from(data: LanSeatsData): LanSeats {
    const kept = structuredClone(data);
    if (kept.code.length < CODE_LENGTH) kept.code = newJoinCode();
    return new LanSeats(kept);
  }

  get gameId(): string {
    return this.data.gameId;
  }

  get code(): string {
    return this.data.code;
  }

  /** A seat played from another device rather than at the host. */
  isRemote(seat: Seat): boolean {
    return !this.data.hostSeats.includes(seat);
  }

  isClaimed(seat: Seat): boolean {
    return this.data.claims.some((c) => c.seat === seat);
  }

  codeMatches(code: string): boolean {
    return sameText(code, this.data.code);
  }

  /** The seat a token was issued for, or null (unknown tokens and wrong games alike). */
  seatOf(token: string): Seat | null {
    for (const claim of this.data.claims) if (sameText(token, claim.token)) return claim.seat;
    return null;
  }

  /** Gives a remote seat to whoever asked first; returns its new secret token. */
  claim(seat: Seat): string {
    if (!this.isRemote(seat) || this.isClaimed(seat)) throw new Error(`seat ${seat + 1} cannot be claimed`);
    const token = randomBytes(32).toString('hex');
    this.data.claims.push({ seat, token });
    return token;
  }

  /** Remote seats a bot plays for now, until their player returns. */
  get botSeats(): Seat[] {
    return [...(this.data.botSeats ?? [])];
  }

  handToBot(seat: Seat): void {
    if (!this.isRemote(seat)) throw new Error(`seat ${seat + 1} is played at the host`);
    this.data.botSeats = [...new Set([...(this.data.botSeats ?? []), seat])];
  }

  /** The player is back: the seat is theirs again. Returns whether a bot had it. */
  takeBack(seat: Seat): boolean {
    const before = this.data.botSeats ?? [];
    this.data.botSeats = before.filter((s) => s !== seat);
    return before.length !== this.data.botSeats.length;
  }

  toData(): LanSeatsData {
    return structuredClone(this.data);
  }
}

/** Constant-time comparison, so guessing a code or token byte by byte learns nothing from timing. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
