// One worker's part of a decision's sampled worlds. Every part derives the same worlds, in the same
// order, from the same seed and plays only its own (world i belongs to part i mod parts), so the parts'
// results, pooled world by world, are what one thread playing every world would have found, whatever
// the number of workers. Used by the search bot's decisions (searchShares.ts).

export interface WorldShare {
  part: number;
  parts: number;
}

/** Every world, on one thread. */
export const EVERY_WORLD: WorldShare = { part: 0, parts: 1 };

/** Whether the `index`th of the worlds being shared is this part's to play. */
export function ownsWorld(share: WorldShare, index: number): boolean {
  return index % share.parts === share.part;
}

/** The shares of `parts` workers, in order. */
export function worldShares(parts: number): WorldShare[] {
  return Array.from({ length: parts }, (_, part) => ({ part, parts }));
}
