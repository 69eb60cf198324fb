// The end screen's chart: each player's estimated chance of winning after each generation of a finished
// game, worked out by the host in the background from search playouts.

/** One generation's estimate: `chances[seat]` (0…1) after that generation ended. */
export interface WinChancePoint {
  generation: number;
  chances: number[];
}

export interface WinChanceChart {
  /** Player names by seat. */
  players: string[];
  /** One point per generation, in order; the last is the game's real result. */
  points: WinChancePoint[];
  /** Sampled games behind every estimate but the last. */
  worlds: number;
  /** Solo: the chance is of terraforming Mars in time, not of beating someone. */
  solo: boolean;
}
