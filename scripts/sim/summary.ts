// Sums up a batch of played games the way every simulator reports them: finished/capped/errors,
// averages, wins (shared first places count for each), scores and stats. Outcomes are summed in game
// order, so a batch played by several workers reports exactly what one thread would.

export interface GameOutcome {
  finished: boolean;
  capped: boolean;
  error?: string;
  moves: number;
  /** Generations, turns or rounds: whatever the game counts. */
  rounds: number;
  stats: Record<string, number>;
  /** Final standings when the game finished. */
  standings?: { seat: number; total: number; rank: number }[];
  soloWon?: boolean | null;
  /** Ids of the cards played (TM), for the batch's count of distinct cards. */
  played?: string[];
  /** TM with --habits: the beginner's habits counted in this game (tmHabits.ts). */
  habits?: { earlyAwards: number; idleMetal: number; patentDribbles: number };
  /** TM with --economy: where this game's money went (tmEconomy.ts). */
  economy?: import('./tmEconomy').EconomyCounts;
}

export interface BatchSummary {
  finished: number;
  capped: number;
  errors: number;
  avgRounds: number;
  avgMoves: number;
  msPerGame: number;
  wins: number[];
  ties: number;
  avgScores: number[];
  soloWins: number;
  stats: Record<string, number>;
  firstErrors: string[];
}

const round = (n: number, digits = 2) => +n.toFixed(digits);

export interface BatchOptions {
  /** Decimal places of avgRounds (2 unless told). */
  roundsDigits?: number;
}

/** A simulator's batch: how many games, and how to play game number `index` (the same in any thread). */
export interface SimGames {
  games: number;
  players: number;
  play(index: number): GameOutcome;
  batchOptions?: BatchOptions;
}

/** `outcomes` in game order; `elapsedMs` is the batch's wall time. */
export function summarize(outcomes: GameOutcome[], players: number, elapsedMs: number, options: BatchOptions = {}): BatchSummary {
  const games = outcomes.length;
  const wins = new Array<number>(players).fill(0);
  const scores = new Array<number>(players).fill(0);
  const stats: Record<string, number> = {};
  const errors: string[] = [];
  const sums = { finished: 0, capped: 0, rounds: 0, moves: 0, ties: 0, soloWins: 0 };
  for (const r of outcomes) {
    sums.moves += r.moves;
    sums.rounds += r.rounds;
    if (r.capped) sums.capped++;
    if (r.error) errors.push(r.error);
    for (const [k, v] of Object.entries(r.stats)) stats[k] = (stats[k] ?? 0) + v;
    if (!r.finished || !r.standings) continue;
    sums.finished++;
    const firsts = r.standings.filter((s) => s.rank === 1);
    if (firsts.length > 1) sums.ties++;
    // A shared first place is a shared win: every seat ranked 1 gets one (all three simulators agree).
    for (const s of firsts) wins[s.seat]++;
    for (const s of r.standings) scores[s.seat] += s.total;
    if (r.soloWon) sums.soloWins++;
  }
  return {
    finished: sums.finished,
    capped: sums.capped,
    errors: errors.length,
    avgRounds: round(sums.rounds / games, options.roundsDigits ?? 2),
    avgMoves: round(sums.moves / games, 1),
    msPerGame: round(elapsedMs / games),
    wins,
    ties: sums.ties,
    avgScores: scores.map((s) => round(s / Math.max(1, sums.finished), 1)),
    soloWins: sums.soloWins,
    stats,
    firstErrors: errors.slice(0, 5),
  };
}

/** The counts every simulator prints first, in order; `roundsKey` names the average of rounds (avgGenerations, avgTurns). */
export function batchCounts(b: BatchSummary, roundsKey: string): Record<string, number> {
  return { finished: b.finished, capped: b.capped, errors: b.errors, [roundsKey]: b.avgRounds, avgMoves: b.avgMoves, msPerGame: b.msPerGame };
}
