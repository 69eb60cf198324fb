// The end screen's chart for Terraforming Mars: a finished game is replayed from its moves, and from the
// start of each generation (that is, after the one before) every seat's chance of winning is estimated by
// playing the game on to its end in sampled worlds. Once the game is over everything is public, so the
// worlds keep every hand and offer as they really were; only what was still to be drawn is re-dealt
// (the luck no player could know). The last point is the real result. The games are played and scored
// exactly as the coach's hints play and score theirs (playOut.ts): one measure of a chance of winning.
import { applyMove, createGame, type TmState } from '../../engine/tm';
import type { NewGameSetup } from '../../shared/protocol';
import type { WinChanceChart } from '../../shared/winChances';
import { reshuffleFuture } from '../bots/hiddenInformation';
import { botRandom } from '../bots/types';
import { playOut, winShare } from './playOut';

export interface WinChanceBudget {
  /** Sampled games played from each generation's start. */
  worlds: number;
  /** Moves a playout may run at most (a safety cap). */
  playoutMoves: number;
  /** Stop adding worlds after this long (ms), once two are done everywhere; null for none (reproducible). */
  timeMs: number | null;
}

export const DEFAULT_WIN_CHANCE_BUDGET: WinChanceBudget = { worlds: 8, playoutMoves: 3000, timeMs: 40_000 };

export interface RecordedGame {
  setup: NewGameSetup;
  moves: readonly { seat: number; move: unknown }[];
}

/** The first state of every generation after the first, in order (the game replayed from its moves). */
export function generationStarts(game: RecordedGame): { starts: TmState[]; end: TmState } {
  let state = createGame(game.setup);
  const starts: TmState[] = [];
  for (const [index, { seat, move }] of game.moves.entries()) {
    const applied = applyMove(state, seat, move as never);
    if (!applied.ok) throw new Error(`move ${index + 1} does not apply: ${applied.error.key}`);
    if (applied.state.generation !== state.generation && !applied.state.finished) starts.push(applied.state);
    state = applied.state;
  }
  return { starts, end: state };
}

/** Each seat's chance of winning after each generation, reproducible from `seed` when the time cap does not bind. */
export function tmWinChances(game: RecordedGame, seed: number, budget: WinChanceBudget = DEFAULT_WIN_CHANCE_BUDGET): WinChanceChart {
  const { starts, end } = generationStarts(game);
  if (!end.finished) throw new Error('the game is not over yet');
  const seats = end.players.map((p) => p.seat);
  const wins = starts.map(() => seats.map(() => 0));
  const random = botRandom(seed);
  const started = performance.now();
  let worlds = 0;
  // World by world over every generation, so a time cap leaves every point on the same number of games.
  while (worlds < budget.worlds && !(budget.timeMs !== null && worlds >= 2 && performance.now() - started > budget.timeMs)) {
    starts.forEach((start, i) => {
      const played = playOut(reshuffleFuture(start, random), budget.playoutMoves, random);
      // The coach's own measure (playOut.ts): a playout cut off by the cap shares the win evenly.
      seats.forEach((seat, s) => (wins[i][s] += winShare(played, seat)));
    });
    worlds++;
  }
  const points = starts.map((start, i) => ({ generation: start.generation - 1, chances: wins[i].map((w) => (worlds ? w / worlds : 0)) }));
  points.push({ generation: end.generation, chances: seats.map((seat) => winShare(end, seat)) });
  return { players: end.players.map((p) => p.name), points, worlds, solo: end.options.solo };
}
