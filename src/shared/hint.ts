// "What would the bot do?": the host's answer to a player's hint request, the same for every game system.

/** One of the best few answers, with the share of sampled games (played on to the end) it went on to win. */
export interface HintChoice {
  move: unknown;
  /** 0…1; null when the game system cannot estimate it. */
  winChance: number | null;
}

export interface HintReport {
  /** The answer the bot would give now. */
  move: unknown;
  /** The best few answers, the suggestion first. */
  choices: HintChoice[];
  /** Sampled worlds behind each chance. */
  worlds: number;
}

/** Whether a client may ask for hints now, and why not. */
export interface HintState {
  available: boolean;
  /** Why not, in a player's words, when not available. */
  reason?: string;
  /** The host lets players of its LAN game ask for hints. */
  lanAllowed: boolean;
  /** Moves played so far: a hint belongs to the position it was asked in (the view's log is only a tail). */
  moveCount: number;
}
