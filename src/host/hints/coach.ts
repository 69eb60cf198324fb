// What a game system gives the coach ("What would the bot do?"), split so the host can stream a hint:
// `prepare` at the host keeps only what the seat may know; `plan` (on a worker) names the answers worth
// comparing, the bot's own pick first, with what each one brings at once; `play` (on workers, a batch of
// sampled worlds at a time) plays every answer on to the end of the game in each world and says how
// each went. World i is drawn from the seed and i alone, so the worlds do not depend on which worker
// plays them or in what order, and the host can pool them world by world (hintEstimate.ts).
import type { HintChanceOf } from '../../shared/hint';
import type { Seat } from '../../shared/tm/basics';
import { PlayoutStopped } from '../bots/stopping';
import { botRandom, type BotRandom } from '../bots/types';

/**
 * What an answer brings at once (after the seat's own follow-ups), by named quantity: `points`, `tr`,
 * `cards`, `production:<resource>`, `resource:<resource>`, `milestone:<name>`, `award:<name>`,
 * `terraforming:<parameter>`, `cubes:<kind>`. Only differences between answers are read.
 */
export type HintFacts = Record<string, number>;

export interface CoachPlan {
  /** The answers compared, the bot's own pick first. */
  choices: unknown[];
  /** What each answer brings, in the order of `choices`. */
  facts: HintFacts[];
  chanceOf: HintChanceOf;
}

/** How many sampled worlds a hint plays, and when it stops refining. */
export interface CoachBudget {
  /** Worlds in the first round, split over the workers: the first answer comes after these. */
  firstWorlds: number;
  /** Worlds per worker in each later round (an update after each). */
  roundWorlds: number;
  /** Worlds at most; past them the verdict is final ("about equal" if still not told apart). */
  maxWorlds: number;
  /** Stop refining after this long (ms), whatever the verdict. */
  maxMs: number;
}

export interface Coach {
  prepare(state: unknown, seat: Seat, seed: number): unknown;
  plan(prepared: unknown, seat: Seat, seed: number): CoachPlan;
  /**
   * For each of `worlds` (indexes), each choice's result: 1 won, 0 lost, a share for a tie. Once
   * `stopped()` says so it returns the worlds finished so far (the position has changed).
   */
  play(prepared: unknown, seat: Seat, seed: number, choices: readonly unknown[], worlds: readonly number[], stopped?: () => boolean): number[][];
  /** What one unit of a fact is worth, to pick the one that says best why (hintReason.ts). */
  factWeight(fact: string): number;
  budget: CoachBudget;
  /**
   * A deeper pick after the first answer, where the bot's own pick costs more than a first answer may
   * wait for (Terraforming Mars: the expert bot's search over the plan's candidates; the solitaire
   * planners of TINY and the Dice Game): `pick` is one worker's step of it; `choose` drives the steps
   * over the host's workers and gives the plan to refine from then on, its pick first.
   */
  deeperPick?: {
    /** `stopped`: the position has changed; the step may throw PlayoutStopped (../bots/stopping.ts). */
    pick(prepared: unknown, seat: Seat, seed: number, step: unknown, stopped: () => boolean): unknown;
    choose(ask: (step: unknown) => Promise<unknown>, workers: number, plan: CoachPlan): Promise<CoachPlan>;
    /** Whether this plan has a deeper pick to wait for (default: whenever it has a choice). */
    wanted?(plan: CoachPlan): boolean;
  };
}

/** The plan with its choice `index` first (the facts alongside), the rest in their order. */
export function pickFirst(plan: CoachPlan, index: number): CoachPlan {
  if (index <= 0 || index >= plan.choices.length) return plan;
  const order = [index, ...plan.choices.map((_, i) => i).filter((i) => i !== index)];
  return { ...plan, choices: order.map((i) => plan.choices[i]), facts: order.map((i) => plan.facts[i]) };
}

/** The seed of world `index` of a hint seeded with `seed`: the same on every worker. */
export function worldSeed(seed: number, index: number): number {
  return (Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
}

/**
 * Plays `worlds` one after another, each answer in turn, checking `stopped` before every playout (and
 * within it, where the playout throws PlayoutStopped): a world cut short is dropped, the finished ones returned.
 */
export function playWorlds<W>(
  worlds: readonly number[], choices: number, stopped: () => boolean, world: (index: number) => W, result: (world: W, choice: number) => number,
): number[][] {
  const out: number[][] = [];
  for (const index of worlds) {
    const w = world(index);
    const row: number[] = [];
    for (let c = 0; c < choices; c++) {
      if (stopped()) return out;
      try {
        row.push(result(w, c));
      } catch (err) {
        if (err instanceof PlayoutStopped) return out;
        throw err;
      }
    }
    out.push(row);
  }
  return out;
}

/**
 * `playWorlds` over worlds sampled from the hint's seed: world i is drawn by `sample` from world i's own
 * random numbers, and the dice its playouts roll are seeded from the same stream, so every answer meets
 * the same world and the same dice.
 */
export function playSampledWorlds<W>(
  seed: number, worlds: readonly number[], choices: number, stopped: () => boolean,
  sample: (random: BotRandom) => W, result: (world: W, choice: number, diceSeed: number) => number,
): number[][] {
  return playWorlds(
    worlds,
    choices,
    stopped,
    (index) => {
      const random = botRandom(worldSeed(seed, index));
      return { world: sample(random), dice: Math.floor(random.next() * 0x100000000) };
    },
    ({ world, dice }, c) => result(world, c, dice),
  );
}
