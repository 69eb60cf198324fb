// The effect queue: card effects wait here and resolve one at a time (effects.ts).
import type { Effect } from './cards/vocabulary';
import type { DiceState } from './state';

/** Adds effects to the end of the queue. */
export function enqueue(state: DiceState, seat: number, effects: Effect[], source: string): void {
  for (const effect of effects) state.queue.push({ seat, effect, source });
}

/** Adds effects to the front, so the consequences of one effect resolve before the next effect. */
export function enqueueNext(state: DiceState, seat: number, effects: Effect[], source: string): void {
  state.queue.unshift(...effects.map((effect) => ({ seat, effect, source })));
}
