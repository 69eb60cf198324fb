// Gliding from one value to the next over a short time (parameter markers, counters), eased out so the
// change starts quick and settles gently. Pure: callers bring the clock.

/** How long a glide lasts. */
export const GLIDE_MS = 650;

/** The value `elapsedMs` into a glide from `from` to `to`; exactly `to` once the glide is over. */
export function glideAt(from: number, to: number, elapsedMs: number, durationMs = GLIDE_MS): number {
  if (elapsedMs >= durationMs || durationMs <= 0) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return from + (to - from) * eased;
}
