// The coach for TINYforming Mars. Solitaire: the planner's pick (rollout.ts) and the two answers whose
// quick playouts went best, each played on to the end in sampled worlds by the planner's noisy playout
// player; the chance is the share of those games that empty all three supplies in time (the solitaire's
// only win; a world counts as won when one of 3 playouts there wins, as the planner follows the best
// line it finds). With two or more players: the basic bot's pick and the best two others, played on by the
// basic bot for every seat; the chance is the share of games the seat finishes first (a tie shares).
// The worlds re-deal only the cards the seat has never seen (rollout.ts `determinized`).
import * as tiny from '../../engine/tiny';
import type { TinyState } from '../../engine/tiny';
import type { TinyMove } from '../../shared/tiny/moves';
import type { Seat } from '../../shared/tm/basics';
import { basicTinyBot, basicTinyPolicy } from '../bots/tiny/basic';
import { determinized, rolloutTinyBot } from '../bots/tiny/rollout';
import type { TinyBot } from '../bots/tiny/types';
import { botRandom, type BotRandom } from '../bots/types';
import { NEVER_STOPPED, type StopCheck } from '../bots/stopping';
import { playSampledWorlds, worldSeed, type Coach, type CoachPlan, type HintFacts } from './coach';
import { firstPlaceShare, pickAndAlternatives } from './smallGameCoach';

const CHOICES = 3;
/** The planner with a third of its playouts: the coach's own playouts then weigh its pick against the others. */
const PLANNER = rolloutTinyBot({ samples: 2 });
/** The planner's own noise: its playouts after the first one in a world. */
const NOISY = basicTinyPolicy(1.5);

function playOn(start: TinyState, policy: TinyBot, random: BotRandom): TinyState {
  let state = start;
  for (let guard = 0; guard < 500 && !state.finished; guard++) {
    const mover = tiny.waitingFor(state)[0];
    if (mover === undefined) break;
    const result = tiny.applyMove(state, mover, policy(tiny.viewFor(state, mover), tiny.legalMoves(state, mover), random));
    if (!result.ok) break;
    state = result.state;
  }
  return state;
}

/** 1 won, 0 lost, a share for a tie; an unfinished game (the safety cap) counts as lost. */
function result(end: TinyState, seat: Seat): number {
  if (!end.finished) return 0;
  if (end.options.solo) return end.soloWon ? 1 : 0;
  return firstPlaceShare(end.scores ?? tiny.scoreLines(end), seat);
}

/**
 * Solitaire: the planner follows the best line it finds, so a world counts as won when any of its
 * noisy playouts wins (the first steady, like the planner's). With others: one game by the basic bot.
 */
const SOLO_TRIES = 3;

/** `tries`: noisy playouts allowed in solitaire (1: the steady one alone, the quick score of an answer). */
function outcomeAfter(world: TinyState, seat: Seat, move: TinyMove, dice: number, tries = SOLO_TRIES): number {
  const after = tiny.applyMove(world, seat, move);
  if (!after.ok) return 0;
  const random = botRandom(dice);
  if (!world.options.solo) return result(playOn(after.state, basicTinyBot, random), seat);
  for (let t = 0; t < tries; t++) if (result(playOn(after.state, t === 0 ? basicTinyBot : NOISY, random), seat) === 1) return 1;
  return 0;
}

/**
 * The pick and its alternatives. `deep`: in solitaire the planner's pick (a few hundred ms of playouts,
 * up to seconds: the deeper pick, after the first answer); else, and for the first answer, the basic bot's.
 */
export function tinyPlan(state: TinyState, seat: Seat, seed: number, deep = false, stopped: StopCheck = NEVER_STOPPED): CoachPlan {
  const moves = tiny.legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat + 1} has nothing to decide`);
  const random = botRandom(seed);
  const pick = state.options.solo && deep ? PLANNER(state, seat, random, stopped) : basicTinyBot(tiny.viewFor(state, seat), moves, random);
  // Quick scores: every answer played on once, steadily, in one world (only to choose the alternatives, which
  // the sampled games then weigh; one playout an answer keeps the first answer quick where there are many).
  const worlds = [0].map((i) => ({ world: determinized(state, botRandom(worldSeed(seed ^ 0x71, i))), dice: worldSeed(seed ^ 0x72, i) }));
  const quick = moves.map((m) => worlds.reduce((s, w) => s + outcomeAfter(w.world, seat, m, w.dice, 1) + cubesPlaced(w.world, m, seat) * 0.01, 0));
  const choices = pickAndAlternatives(pick, moves, quick, CHOICES, (m) => JSON.stringify(m));
  return { choices, facts: choices.map((m) => tinyFacts(state, seat, m)), chanceOf: state.options.solo ? 'emptySupplies' : 'win' };
}

/** A tie-break for the quick scores: cubes out of the supplies right after the answer. */
function cubesPlaced(world: TinyState, move: TinyMove, seat: Seat): number {
  const after = tiny.applyMove(world, seat, move);
  if (!after.ok) return 0;
  const s = (x: TinyState) => x.supply.heat + x.supply.greenery + x.supply.water;
  return s(world) - s(after.state);
}

export function tinyFacts(state: TinyState, seat: Seat, move: TinyMove): HintFacts {
  const after = tiny.applyMove(state, seat, move);
  if (!after.ok) return {};
  const next = after.state;
  const me = next.players[seat];
  const facts: HintFacts = {
    // Cubes taken out of the supplies (a placed cube is a step towards emptying them).
    'cubes:heat': state.supply.heat - next.supply.heat,
    'cubes:greenery': state.supply.greenery - next.supply.greenery,
    'cubes:water': state.supply.water - next.supply.water,
    'resource:credits': me.credits,
  };
  if (!state.options.solo) {
    const line = tiny.scoreLines(next).find((l) => l.seat === seat);
    if (line) facts.points = line.total;
  }
  return facts;
}

export function tinyPlay(state: TinyState, seat: Seat, seed: number, choices: readonly TinyMove[], worlds: readonly number[], stopped = NEVER_STOPPED): number[][] {
  return playSampledWorlds(seed, worlds, choices.length, stopped, (random) => determinized(state, random), (world, c, dice) => outcomeAfter(world, seat, choices[c], dice));
}

const TINY_FACT_WEIGHTS: Record<string, number> = { 'cubes:water': 4, 'cubes:greenery': 3, 'cubes:heat': 2, 'resource:credits': 1, points: 3 };

export const tinyCoach: Coach = {
  // The seat's own knowledge: the unseen top of the deck re-dealt before the state leaves the host.
  prepare: (state, _seat, seed) => determinized(state as TinyState, botRandom(seed ^ 0x5eed)),
  plan: (prepared, seat, seed) => tinyPlan(prepared as TinyState, seat, seed),
  deeperPick: {
    wanted: (plan) => plan.chanceOf === 'emptySupplies' && plan.choices.length > 1,
    pick: (prepared, seat, seed, _step, stopped) => tinyPlan(prepared as TinyState, seat, seed, true, stopped),
    choose: async (ask) => (await ask(null)) as CoachPlan,
  },
  play: (prepared, seat, seed, choices, worlds, stopped) => tinyPlay(prepared as TinyState, seat, seed, choices as TinyMove[], worlds, stopped),
  factWeight: (fact) => TINY_FACT_WEIGHTS[fact] ?? 0,
  budget: { firstWorlds: 8, roundWorlds: 16, maxWorlds: 400, maxMs: 30_000 },
};
