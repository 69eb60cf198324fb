// The effect queue and pending decisions: how a multi-step action waits for a player and then resumes.
import type { Message } from '../../shared/message';
import type { CardId, Seat } from '../../shared/tm/basics';
import type { Prompt } from '../../shared/tm/prompt';
import type { Effect } from './cards/vocabulary';
import type { PendingDecision, TmState } from './state';

/** Queues effects to resolve right after the current one (before anything queued earlier). */
export function enqueueNext(state: TmState, seat: Seat, source: CardId | null, effects: Effect[]): void {
  state.queue.unshift(...effects.map((effect) => ({ seat, source, effect })));
}

/** Queues effects to resolve after everything already queued. */
export function enqueueLast(state: TmState, seat: Seat, source: CardId | null, effects: Effect[]): void {
  state.queue.push(...effects.map((effect) => ({ seat, source, effect })));
}

export function ask(state: TmState, prompt: Prompt, resolver: string, data: Record<string, unknown> = {}): void {
  const decision: PendingDecision = { prompt, resolver, data };
  state.pending[prompt.seat] = decision;
}

export function hasPending(state: TmState): boolean {
  // By seat number rather than for…in: asked at every step of every move, and keys are only ever seats.
  for (let seat = 0; seat < state.players.length; seat++) if (state.pending[seat]) return true;
  return false;
}

export function log(state: TmState, seat: Seat | null, message: Message): void {
  // The whole game is kept: a player reads it from the first line (at generation 12 of a 4-player bot game 450 lines,
  // 30 kB of a 69 kB view: bench/viewSize.ts); copies share the entries (cloneState), and the rules hash leaves the log out.
  state.log.push({ generation: state.generation, seat, message });
}

export function bump(state: TmState, stat: string, by = 1): void {
  state.stats[stat] = (state.stats[stat] ?? 0) + by;
}
