// The game log as words-as-data (kept whole in the state; views show its tail): each line is a
// `tiny.log.*` message with its parameters, said by the renderer in the player's language.
import { msg, type MessageParam } from '../../shared/message';
import type { TinyState } from './state';

export function log(state: TinyState, key: `tiny.log.${string}`, params?: Record<string, MessageParam>): void {
  state.log.push(msg(key, params));
}

export function bump(state: TinyState, stat: string, by = 1): void {
  state.stats[stat] = (state.stats[stat] ?? 0) + by;
}
