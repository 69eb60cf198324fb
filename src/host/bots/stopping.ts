// Stopping a bot's long computation from outside (a hint whose position has changed): the work reads a
// `stopped` check between its playouts, or before each move of a long one, and throws PlayoutStopped, so a
// worker thread is free again within one playout instead of after the whole search.

/**
 * Thrown by work that checks `stopped` between its moves (a long one: a Terraforming Mars game to its end
 * is 0.1–0.4 s of CPU), so a worker drops stale work at once, not after the whole playout.
 */
export class PlayoutStopped extends Error {
  constructor() {
    super('the position changed');
  }
}

export type StopCheck = () => boolean;

export const NEVER_STOPPED: StopCheck = () => false;

/** Throws PlayoutStopped once `stopped()` says so. */
export function throwIfStopped(stopped: StopCheck): void {
  if (stopped()) throw new PlayoutStopped();
}

/** `policy` that throws PlayoutStopped before a move once `stopped()` says so. */
export function stoppable<P extends (...args: never[]) => unknown>(policy: P, stopped: StopCheck): P {
  return ((...args: Parameters<P>) => {
    throwIfStopped(stopped);
    return policy(...args);
  }) as P;
}
