// The coach's suggestion worked out in one thread with a fixed number of sampled worlds: what a seat
// following the coach blindly plays (bench/coachVsGreedy.ts), the same plan, deeper pick, worlds and
// estimate as the streamed hint of hintDesk.ts once it rests on that many worlds.
import type { Seat } from '../../shared/tm/basics';
import { NEVER_STOPPED } from '../bots/stopping';
import type { Coach } from './coach';
import { estimateHint, MIN_WORLDS_TO_DECIDE } from './hintEstimate';

export async function coachMove(coach: Coach, state: unknown, seat: Seat, seed: number, worlds: number): Promise<unknown> {
  const prepared = coach.prepare(state, seat, seed);
  let plan = coach.plan(prepared, seat, seed);
  const deeper = coach.deeperPick;
  // The deeper pick as the hint makes it, its steps all on this thread (one worker).
  if (deeper && (deeper.wanted ? deeper.wanted(plan) : plan.choices.length > 1)) {
    plan = await deeper.choose(async (step) => deeper.pick(prepared, seat, seed, step, NEVER_STOPPED), 1, plan);
  }
  // Below the worlds needed to overrule it, the games cannot change the pick: no need to play them.
  if (plan.choices.length < 2 || worlds < MIN_WORLDS_TO_DECIDE) return plan.choices[0];
  const indexes = Array.from({ length: worlds }, (_, i) => i);
  return estimateHint(plan, coach.play(prepared, seat, seed, plan.choices, indexes), coach.factWeight, true, 0).move;
}
