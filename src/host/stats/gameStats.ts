// Statistics of one game, from its saved moves: the game is replayed once and its public view (viewer
// null, so nothing hidden) is read at every generation boundary, and around every move for the global
// parameters. Rules stay in the engines: scores and awards are what their views say.
import type { GameStats } from '../../shared/campaign';
import type { GameView } from '../../shared/protocol';
import type { SaveFile } from '../../shared/save';
import type { TmView } from '../../shared/tm/view';
import * as tiny from '../../engine/tiny';
import * as tm from '../../engine/tm';
import * as dice from '../../engine/dice';
import type { AnyGameEngine } from '../engine';
import { Replay } from '../replay/replay';
import type { Answer } from '../answer';
import { seatNumbered } from '../seatName';
import type { MessageOrText } from '../../shared/message';

export function statsOf(engine: AnyGameEngine, save: SaveFile, gameId: string): Answer<GameStats> {
  const replay = Replay.open(engine, save);
  if (!replay.ok) return replay;
  const { value: game } = replay;
  const byGeneration: GameStats['byGeneration'] = [];
  const raises = new Map<string, number[]>();
  const states = game.states();
  let state = states.next().value;
  let view = engine.viewFor(state, null) as GameView;
  const seats = view.players.length;
  let step = 0;
  for (const next of states) {
    const nextView = engine.viewFor(next, null) as GameView;
    if (view.system === 'tm' && nextView.system === 'tm') countRaises(raises, view, nextView, game.moves[step]!.seat, seats);
    step++;
    if (generationOf(nextView) !== generationOf(view)) byGeneration.push(pointOf(engine, state, view));
    state = next;
    view = nextView;
  }
  byGeneration.push(pointOf(engine, state, view));
  return {
    ok: true,
    value: {
      gameId,
      system: engine.system,
      players: view.players.map((p) => p.name),
      moves: game.length,
      finished: engine.summary(state).finished,
      byGeneration,
      breakdown: breakdownOf(view),
      parameterRaises: view.system === 'tm' ? [...raises].map(([parameter, bySeat]) => ({ parameter, bySeat })) : null,
      awards: view.system === 'tm' ? view.awards.map((award) => ({ name: award.name, fundedBy: award.fundedBy, values: [...award.standings] })) : null,
      ...detailsOf(engine, state),
    },
  };
}

function generationOf(view: GameView): number {
  return view.system === 'dice' ? view.round : view.generation;
}

/** The scores (and TM's TR) as they stand in a position. */
function pointOf(engine: AnyGameEngine, state: unknown, view: GameView): GameStats['byGeneration'][number] {
  const generation = generationOf(view);
  // Once scored, the final sheet is the score (the Dice Game's track leaves out cards, milestones and awards).
  const finals = view.scores ? view.players.map((p) => view.scores!.find((l) => l.seat === p.seat)?.total ?? 0) : null;
  if (finals) return { generation, score: finals, tr: view.system === 'tm' ? view.players.map((p) => p.tr) : null };
  switch (view.system) {
    case 'tm':
      return { generation, score: view.players.map((p) => p.vp), tr: view.players.map((p) => p.tr) };
    case 'dice':
      return { generation, score: view.players.map((p) => p.vp), tr: null };
    case 'tiny': {
      // TINYforming Mars shows no running score; its end-of-game scoring applies to any position.
      const lines = engine.system === 'tiny' ? tiny.scoreLines(state as tiny.TinyState) : [];
      return { generation, score: view.players.map((p) => lines.find((l) => l.seat === p.seat)?.total ?? 0), tr: null };
    }
  }
}

/** Steps of each global parameter raised by the seat whose move it was. */
function countRaises(raises: Map<string, number[]>, before: TmView, after: TmView, seat: number, seats: number): void {
  for (const parameter of Object.keys(after.parameters) as (keyof TmView['parameters'])[]) {
    const steps = (after.parameters[parameter] - before.parameters[parameter]) / (after.parameterLimits[parameter].step || 1);
    if (steps <= 0) continue;
    const row = raises.get(parameter) ?? new Array<number>(seats).fill(0);
    row[seat] = (row[seat] ?? 0) + steps;
    raises.set(parameter, row);
  }
}

function breakdownOf(view: GameView): GameStats['breakdown'] {
  const name = (seat: number): MessageOrText => view.players[seat]?.name ?? seatNumbered(seat);
  switch (view.system) {
    case 'tm':
      return (view.scores ?? []).map((l) => ({ seat: l.seat, name: name(l.seat), rank: l.rank, total: l.total, parts: { TR: l.tr, Milestones: l.milestones, Awards: l.awards, Greeneries: l.greeneries, Cities: l.cities, Cards: l.cards } }));
    case 'tiny':
      return (view.scores ?? []).map((l) => ({ seat: l.seat, name: l.name, rank: l.rank, total: l.total, parts: { Cities: l.cities, Greenery: l.greenery, Water: l.water, Heat: l.heat } }));
    case 'dice':
      return (view.scores ?? []).map((l) => ({ seat: l.seat, name: l.name, rank: l.rank, total: l.total, parts: { Track: l.track, Milestones: l.milestones, Awards: l.awards, Cards: l.cards } }));
  }
}

/**
 * Where the points come from (Terraforming Mars and the Dice Game score cards one by one; TINYforming
 * Mars' sheet is already by kind) and the resources Terraforming Mars counts as they flow.
 */
function detailsOf(engine: AnyGameEngine, state: unknown): Pick<GameStats, 'sources' | 'resources'> {
  if (engine.system === 'dice') return { sources: dice.scoreSources(state as dice.DiceState), resources: null };
  if (engine.system !== 'tm') return { sources: null, resources: null };
  const game = state as tm.TmState;
  return {
    sources: tm.scoreSources(game),
    resources: game.players.map((p) => ({ produced: { ...p.flow.produced }, spent: { ...p.flow.spent } })),
  };
}
