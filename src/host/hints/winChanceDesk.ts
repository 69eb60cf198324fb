// The host's service for the end screen's chart of chances: a finished game's setup and moves go to
// workers (hintRunner.ts), one per core, each replaying them and playing the game on from every
// generation in its share of the sampled worlds; their counts are pooled. One chart per game, kept once
// computed, so every window (and every reopening of the scores) shares it. Reads the game only: no move,
// no save, nothing in the state.
import { availableParallelism } from 'node:os';
import { msg, type Message } from '../../shared/message';
import type { NewGameSetup } from '../../shared/protocol';
import type { WinChanceChart } from '../../shared/winChances';
import type { Session } from '../session';
import { workerWinChanceRunner, type WinChanceRunner } from './hintRunner';
import { WIN_CHANCE_CHARTS } from './hinters';
import { DEFAULT_WIN_CHANCE_BUDGET, type WinChanceBudget } from './tmWinChances';

export type WinChanceAnswer = { ok: true; chart: WinChanceChart } | { ok: false; error: Message };

export class WinChanceDesk {
  private readonly runner: WinChanceRunner;
  private readonly budget: WinChanceBudget;
  private readonly workers: number;
  /** Charts computed or being computed, by game and length (a game ends once, but may be reloaded). */
  private readonly charts = new Map<string, Promise<WinChanceAnswer>>();

  constructor(runner: WinChanceRunner = workerWinChanceRunner, budget: WinChanceBudget = DEFAULT_WIN_CHANCE_BUDGET, workers = availableParallelism()) {
    this.runner = runner;
    this.budget = budget;
    this.workers = Math.max(1, Math.min(workers, budget.worlds));
  }

  ask(session: Session): Promise<WinChanceAnswer> {
    const system = session.engine.system;
    if (!WIN_CHANCE_CHARTS[system]) return Promise.resolve({ ok: false, error: msg('host.winChances.none') });
    if (session.status !== 'finished') return Promise.resolve({ ok: false, error: msg('host.winChances.notOver') });
    const moves = session.moves.map(({ seat, move }) => ({ seat, move }));
    const key = `${session.gameId}|${moves.length}`;
    const known = this.charts.get(key);
    if (known) return known;
    const game = { setup: session.setup as NewGameSetup, moves };
    const shares = Array.from({ length: this.workers }, (_, k) => Math.floor((this.budget.worlds + k) / this.workers));
    const answer = Promise.all(
      shares.map((worlds, k) =>
        // Public and fixed seeds: the same game always gets the same chart (when the time cap does not bind).
        this.runner({ task: 'winChances', system, game, seed: (moves.length + 1) * 64 + k, budget: { ...this.budget, worlds } }),
      ),
    )
      .then<WinChanceAnswer>((charts) => ({ ok: true, chart: pooled(charts) }))
      .catch((err: unknown): WinChanceAnswer => {
        // A failure is not kept: asking again tries again.
        this.charts.delete(key);
        return { ok: false, error: msg('host.winChances.failed', { detail: err instanceof Error ? err.message : String(err) }) };
      });
    this.charts.set(key, answer);
    return answer;
  }
}

/** Charts of the same game over different worlds, as one: each point's chances weighed by its worlds. */
export function pooled(charts: WinChanceChart[]): WinChanceChart {
  const worlds = charts.reduce((sum, c) => sum + c.worlds, 0);
  const first = charts[0];
  const last = first.points.length - 1;
  const points = first.points.map((point, i) => ({
    generation: point.generation,
    // The last point is the real result, the same in every chart.
    chances: i === last || worlds === 0 ? point.chances : point.chances.map((_, seat) => charts.reduce((sum, c) => sum + c.points[i].chances[seat] * c.worlds, 0) / worlds),
  }));
  return { ...first, points, worlds };
}
