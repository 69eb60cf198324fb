// The host's service for the end screen's chart of chances: a finished game's setup and moves go to a
// worker (hintRunner.ts), which replays them and plays the game on from every generation. One chart per
// game, kept once computed, so every window (and every reopening of the scores) shares it. Reads the
// game only: no move, no save, nothing in the state.
import type { NewGameSetup } from '../../shared/protocol';
import type { WinChanceChart } from '../../shared/winChances';
import type { Session } from '../session';
import { workerWinChanceRunner, type WinChanceRunner } from './hintRunner';
import { WIN_CHANCE_CHARTS } from './hinters';
import type { WinChanceBudget } from './tmWinChances';

export type WinChanceAnswer = { ok: true; chart: WinChanceChart } | { ok: false; error: string };

export class WinChanceDesk {
  private readonly runner: WinChanceRunner;
  private readonly budget: WinChanceBudget | undefined;
  /** Charts computed or being computed, by game and length (a game ends once, but may be reloaded). */
  private readonly charts = new Map<string, Promise<WinChanceAnswer>>();

  constructor(runner: WinChanceRunner = workerWinChanceRunner, budget?: WinChanceBudget) {
    this.runner = runner;
    this.budget = budget;
  }

  ask(session: Session): Promise<WinChanceAnswer> {
    const system = session.engine.system;
    if (!WIN_CHANCE_CHARTS[system]) return Promise.resolve({ ok: false, error: 'This game has no chart of chances.' });
    if (session.status !== 'finished') return Promise.resolve({ ok: false, error: 'The chances are charted once the game is over.' });
    const moves = session.moves.map(({ seat, move }) => ({ seat, move }));
    const key = `${session.gameId}|${moves.length}`;
    const known = this.charts.get(key);
    if (known) return known;
    const answer = this.runner({
      task: 'winChances',
      system,
      game: { setup: session.setup as NewGameSetup, moves },
      // Public and fixed: the same game always gets the same chart (when the time cap does not bind).
      seed: moves.length + 1,
      ...(this.budget ? { budget: this.budget } : {}),
    })
      .then<WinChanceAnswer>((chart) => ({ ok: true, chart }))
      .catch((err: unknown): WinChanceAnswer => {
        // A failure is not kept: asking again tries again.
        this.charts.delete(key);
        return { ok: false, error: `The chances could not be worked out: ${err instanceof Error ? err.message : String(err)}` };
      });
    this.charts.set(key, answer);
    return answer;
  }
}
