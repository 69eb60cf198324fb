// Colonies facts that must hold after every move (checked by the simulator and tests).
import type { TmState } from '../state';
import { MAX_TRADE_FLEETS, freeFleets } from './access';
import { MAX_COLONIES_PER_TILE, TRACK_TOP } from './tiles';

export function colonyViolations(state: TmState): string[] {
  const colonies = state.colonies;
  if (!colonies) return [];
  const problems: string[] = [];
  for (const t of colonies.tiles) {
    if (t.colonies.length > MAX_COLONIES_PER_TILE) problems.push(`${t.name} has ${t.colonies.length} colonies`);
    if (t.marker < t.colonies.length || t.marker > TRACK_TOP) problems.push(`${t.name}'s marker is on step ${t.marker} with ${t.colonies.length} colonies`);
  }
  for (const p of state.players) {
    if (freeFleets(state, p.seat) < 0) problems.push(`${p.name} has more fleets out than owned`);
    if ((colonies.fleets[p.seat] ?? 0) > MAX_TRADE_FLEETS) problems.push(`${p.name} owns more than ${MAX_TRADE_FLEETS} fleets`);
  }
  return problems;
}
