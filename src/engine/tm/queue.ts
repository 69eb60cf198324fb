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
  state.log.push({ generation: state.generation, seat, message });
  // Keep saves small: the full story lives in the move list; the state keeps the recent past.
  if (state.log.length > 400) state.log.splice(0, state.log.length - 400);
}

export function bump(state: TmState, stat: string, by = 1): void {
  state.stats[stat] = (state.stats[stat] ?? 0) + by;
}
