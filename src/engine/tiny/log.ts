// The readable game log (kept whole in the state; views show its tail).
import type { TinyState } from './state';

export function log(state: TinyState, line: string): void {
  state.log.push(line);
}

export function bump(state: TinyState, stat: string, by = 1): void {
  state.stats[stat] = (state.stats[stat] ?? 0) + by;
}
