// Final scoring: cities, greenery, water and heat, ranked with the rulebook's tie-break order.
import type { HexId } from '../../shared/tiny/basics';
import type { TinyScoreLine } from '../../shared/tiny/view';
import { neighbours } from './board';
import type { TinyFlowEvent } from './flow/tinyMachine';
import { exhaustedSupplies } from './supply';
import { log } from './log';
import { citiesOf } from './players';
import type { TinyState } from './state';

/** Owners of the cities next to a hex (the dummy counts as an owner too). */
function cityOwnersAround(state: TinyState, hex: HexId): Set<number> {
  const owners = new Set<number>();
  for (const n of neighbours(hex)) {
    const h = state.hexes[n];
    if (h?.kind === 'city') owners.add(h.owner);
  }
  return owners;
}

/** Cubes of a kind next to exactly one side's cities, that side being this seat. */
function exclusiveCubes(state: TinyState, seat: number, kind: 'greenery' | 'water'): number {
  let n = 0;
  state.hexes.forEach((h, id) => {
    if (h?.kind !== kind) return;
    const owners = cityOwnersAround(state, id);
    if (owners.size === 1 && owners.has(seat)) n++;
  });
  return n;
}

function cityPoints(state: TinyState, seat: number): number {
  return citiesOf(state, seat).reduce((sum, city) => {
    for (const n of neighbours(city)) {
      const k = state.hexes[n]?.kind;
      if (k === 'greenery') sum++;
      if (k === 'heat') sum--;
    }
    return sum;
  }, 0);
}

/** Tie-break order: total, then city, greenery, water and heat points. */
const ORDER = ['total', 'cities', 'greenery', 'water', 'heat'] as const;

export function compareScores(a: TinyScoreLine, b: TinyScoreLine): number {
  for (const key of ORDER) if (a[key] !== b[key]) return b[key] - a[key];
  return 0;
}

export function scoreLines(state: TinyState): TinyScoreLine[] {
  const lines = state.players.map((p, seat) => {
    const cities = cityPoints(state, seat);
    const greenery = exclusiveCubes(state, seat, 'greenery');
    const water = exclusiveCubes(state, seat, 'water');
    const heat = p.heat;
    return { seat, name: p.name, cities, greenery, water, heat, total: cities + greenery + water + heat, rank: 1 };
  });
  for (const line of lines) line.rank = 1 + lines.filter((o) => compareScores(o, line) < 0).length;
  return lines;
}

export function scoreGame(state: TinyState): TinyFlowEvent {
  state.scores = scoreLines(state);
  state.pending = null;
  state.finished = true;
  if (state.options.solo) {
    state.soloWon = exhaustedSupplies(state).length === 3;
    log(state, state.soloWon ? 'tiny.log.soloWon' : 'tiny.log.soloLost');
  }
  for (const s of state.scores) log(state, 'tiny.log.finalScore', { player: s.name, total: s.total, rank: s.rank });
  return { type: 'SCORED' };
}
