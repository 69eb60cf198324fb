// What the TINYforming Mars and Dice Game coaches share: the pick's alternatives are the legal answers
// whose quick playouts went best, and results are counted the same way (a win, a share of a tie).

/** Indexes of `scores` best first (a stable sort: equal scores keep the order of the answers). */
export function bestFirst(scores: readonly number[]): number[] {
  return scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
}

/** 1 for first place alone, a share of it when tied, 0 otherwise. */
export function firstPlaceShare(ranks: readonly { seat: number; rank: number }[], seat: number): number {
  const best = Math.min(...ranks.map((r) => r.rank));
  const firsts = ranks.filter((r) => r.rank === best);
  return firsts.some((r) => r.seat === seat) ? 1 / firsts.length : 0;
}

/** The pick and the best others of `moves` by their quick scores, `count` at most, without repeats. */
export function pickAndAlternatives<M>(pick: M, moves: readonly M[], quickScores: readonly number[], count: number, key: (m: M) => string): M[] {
  const chosen = [pick];
  const seen = new Set([key(pick)]);
  for (const i of bestFirst(quickScores)) {
    if (chosen.length >= count) break;
    const k = key(moves[i]);
    if (seen.has(k)) continue;
    seen.add(k);
    chosen.push(moves[i]);
  }
  return chosen;
}
