// The readable game log and the counters the simulator reports.
import type { DiceState } from './state';

const LOG_LIMIT = 200;

export function log(state: DiceState, text: string): void {
  state.log.push(text);
  if (state.log.length > LOG_LIMIT) state.log.splice(0, state.log.length - LOG_LIMIT);
}

export function count(state: DiceState, stat: string, n = 1): void {
  state.stats[stat] = (state.stats[stat] ?? 0) + n;
}

export function nameOf(state: DiceState, seat: number): string {
  return state.players[seat].name;
}
