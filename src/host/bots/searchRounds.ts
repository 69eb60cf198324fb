// The search bot's schedule for comparing candidates (greedy's favourite first, at index 0): rounds of
// sampled worlds by sequential halving, the better half of the challengers going on to new worlds, and
// the final choice, where a challenger replaces the favourite only when it wins clearly. The schedule
// does not play anything itself: whoever drives it (one thread in searchBot.ts, or the host pooling
// workers' shares in searchShares.ts) plays each round's worlds and hands back their results.

/** The worlds `from` (inclusive) to `until` (exclusive) of the decision, and the challengers played in them. */
export interface SearchRound {
  index: number;
  from: number;
  until: number;
  challengers: number[];
}

/** One world's paired differences against the favourite, aligned with its round's challengers. */
export interface WorldResult {
  world: number;
  diffs: number[];
  /** Playout moves the world's playouts took (every candidate's): what a node budget counts. */
  nodes: number;
}

/** Worlds every decision gets whatever the clock says: a challenger needs two to show a standard error. */
export const MIN_WORLDS = 2;

function roundCount(candidates: number): number {
  return Math.max(1, Math.ceil(Math.log2(candidates - 1)) + 1);
}

/** Which worlds round `index` of a decision among `candidates` plays, out of `samples` in all. */
export function roundWorlds(candidates: number, samples: number, index: number): { from: number; until: number } {
  const rounds = roundCount(candidates);
  const at = (round: number) => Math.round((samples * round) / rounds);
  return { from: at(index), until: at(index + 1) };
}

/** When a decision stops starting new rounds (the ones begun are pooled whatever they played). */
export interface RoundLimits {
  /** Playout moves the decision may spend: no round starts once the rounds before it spent this many. Reproducible. */
  nodes: number | null;
  /** Checked before each round after the first: a wall-clock safety net (not reproducible). */
  stopped?: () => boolean;
}

export const NO_ROUND_LIMITS: RoundLimits = { nodes: null };

/**
 * The rounds of a decision among `candidates` (at least two): yields each round, takes back the results
 * of the worlds that were played in it (in any order: they are taken world by world, so the pooled
 * means do not depend on who played what), and returns the index of the chosen candidate. A spent node
 * budget ends it between rounds: the nodes a world takes depend only on the world, so where it ends
 * does not depend on who played the worlds either.
 */
export function* halvingRounds(
  candidates: number, samples: number, confidence: number, limits: RoundLimits = NO_ROUND_LIMITS,
): Generator<SearchRound, number, WorldResult[]> {
  const diffs: number[][] = Array.from({ length: candidates }, () => []);
  let challengers = Array.from({ length: candidates - 1 }, (_, i) => i + 1);
  let spent = 0;
  for (let index = 0; index < roundCount(candidates); index++) {
    if (index > 0 && ((limits.nodes !== null && spent >= limits.nodes) || limits.stopped?.())) break;
    const results = yield { index, ...roundWorlds(candidates, samples, index), challengers };
    for (const result of [...results].sort((a, b) => a.world - b.world)) {
      challengers.forEach((c, k) => diffs[c].push(result.diffs[k]));
      spent += result.nodes;
    }
    // Successive halving: the better half of the challengers go on to face the favourite in new worlds.
    if (challengers.length > 1) challengers = [...challengers].sort((a, b) => mean(diffs[b]) - mean(diffs[a])).slice(0, Math.ceil(challengers.length / 2));
  }
  let best = 0;
  let bestEdge = 0;
  for (const i of challengers) {
    const edge = confidentEdge(diffs[i], confidence);
    if (edge > bestEdge) {
      best = i;
      bestEdge = edge;
    }
  }
  return best;
}

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : -Infinity;
}

/** The mean of paired differences less `z` standard errors: positive only for a clear improvement. */
function confidentEdge(diffs: number[], z: number): number {
  const n = diffs.length;
  if (n < 2) return -Infinity;
  const m = mean(diffs);
  const variance = diffs.reduce((a, d) => a + (d - m) ** 2, 0) / (n - 1);
  return m - z * Math.sqrt(variance / n);
}
