// Per-connection rate limit for network clients: a token bucket. Messages over the rate are refused
// (the client is slowed down); a client that keeps going after many refusals is dropped.
export interface FloodLimits {
  /** Messages a client may send at once before the rate applies. */
  burst: number;
  /** Sustained messages per second. */
  perSecond: number;
  /** Refused messages after which the connection is closed. */
  dropAfter: number;
}

/** Generous for people and bot-driven clients (a move is one message), tight for scripts that spam. */
export const DEFAULT_FLOOD_LIMITS: FloodLimits = { burst: 200, perSecond: 200, dropAfter: 500 };

export type Admission = 'accept' | 'slowDown' | 'drop';

export class FloodGuard {
  private tokens: number;
  private refused = 0;
  private last: number;

  constructor(
    private readonly limits: FloodLimits = DEFAULT_FLOOD_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limits.burst;
    this.last = now();
  }

  admit(): Admission {
    const time = this.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((time - this.last) / 1000) * this.limits.perSecond);
    this.last = time;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'accept';
    }
    this.refused += 1;
    return this.refused >= this.limits.dropAfter ? 'drop' : 'slowDown';
  }
}
