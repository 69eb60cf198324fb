// The outcome of a finished game, read from the engine's public view (viewer null): every system ranks
// its own scores (tie-breaks included), so the campaign never re-implements scoring rules.
import type { GameResult } from '../../shared/campaign';
import type { GameView } from '../../shared/protocol';
import type { SaveResult } from '../../shared/save';
import type { AnyGameEngine } from '../engine';

/** The result of a finished state, per campaign seat (order maps game seat to campaign seat); null if not over. */
export function resultOf(engine: AnyGameEngine, state: unknown, order: readonly number[], finishedAt: Date): GameResult | null {
  if (!engine.summary(state).finished) return null;
  const view = engine.viewFor(state, null) as GameView;
  const lines = view.scores;
  if (!lines || lines.length === 0) return null;
  const places = lines.map((line) => ({ seat: order[line.seat] ?? line.seat, score: line.total, rank: line.rank }));
  return {
    finishedAt: finishedAt.toISOString(),
    generations: generationsOf(view),
    places: places.sort((a, b) => a.seat - b.seat),
    soloWon: lines.length === 1 ? soloWon(view) : null,
  };
}

/** A finished game's result for its save header (game seats as they are), or undefined while it goes on. */
export function saveResultOf(engine: AnyGameEngine, state: unknown): SaveResult | undefined {
  if (!engine.summary(state).finished) return undefined;
  const view = engine.viewFor(state, null) as GameView;
  const lines = view.scores ?? [];
  return { places: lines.map((line) => ({ seat: line.seat, score: line.total, rank: line.rank })).sort((a, b) => a.seat - b.seat), soloWon: lines.length === 1 ? soloWon(view) : null };
}

function generationsOf(view: GameView): number {
  return view.system === 'dice' ? view.round : view.generation;
}

/** Whether a solo game met its goal: Mars terraformed in time, supplies exhausted, or the Dice Game completed. */
function soloWon(view: GameView): boolean {
  switch (view.system) {
    case 'tm':
      return (Object.keys(view.parameters) as (keyof typeof view.parameters)[]).every((p) => view.parameters[p] >= view.parameterLimits[p].max);
    case 'tiny':
      return view.soloWon === true;
    case 'dice':
      return view.soloResult?.completed === true;
  }
}
