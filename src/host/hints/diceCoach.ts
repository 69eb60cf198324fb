// The coach for the Dice Game. Solo: the planner's pick (planner.ts) and the two answers whose quick
// playouts went best, each played on to the end of the 50 turns in sampled worlds by the planner's
// playout player; the chance is the share of those games in which Mars is finished (all three
// parameters done), the only way a solo game scores. With two or more players: the playout player's own
// answer and the best two others, played on by the playout player for every seat (it answers any seat's
// question legally); the chance is the share of games the seat finishes first (a tie shares). The worlds re-deal what the seat cannot see (diceWorld below).
import { applyMove, legalMoves, type DiceState } from '../../engine/dice';
import { performAnswer } from '../../engine/dice/answers';
import { settle } from '../../engine/dice/apply';
import { canonicalJson } from '../../shared/canonicalJson';
import { completedParameters } from '../../engine/dice/terraform';
import { finalScores } from '../../engine/dice/scoring';
import type { DiceMove } from '../../shared/dice/moves';
import type { Seat } from '../../shared/tm/basics';
import { candidates, soloPlanner } from '../bots/dice/planner';
import { DEFAULT_POLICY_TUNING, rolloutMove, stepsLeft } from '../bots/dice/rolloutPolicy';
import { sampledWorld } from '../bots/dice/soloWorld';
import { botRandom, type BotRandom } from '../bots/types';
import { NEVER_STOPPED, type StopCheck } from '../bots/stopping';
import { playSampledWorlds, worldSeed, type Coach, type CoachPlan, type HintFacts } from './coach';
import { firstPlaceShare, pickAndAlternatives } from './smallGameCoach';

const CHOICES = 3;
const PLANNER = soloPlanner();

function shuffled<T>(items: T[], random: BotRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * A world the seat cannot tell from the real one: the solo re-deal (soloWorld.ts), and with others the
 * cards in their hands and their undecided corporations pooled with the decks and dealt again.
 */
export function diceWorld(state: DiceState, seat: Seat, random: BotRandom): DiceState {
  const world = sampledWorld(state, seat, random);
  if (state.solo) return world;
  const others = world.players.filter((_, s) => s !== seat);
  const cards = shuffled([...world.deck, ...others.flatMap((p) => p.hand)].sort(), random);
  for (const p of others) p.hand = cards.splice(0, p.hand.length);
  world.deck = cards;
  const undecided = others.filter((p) => p.corporation === null);
  const corporations = shuffled([...world.corporationDeck, ...undecided.flatMap((p) => p.corporationOptions)].sort(), random);
  for (const p of undecided) p.corporationOptions = corporations.splice(0, p.corporationOptions.length);
  world.corporationDeck = corporations;
  return world;
}

/** Played on in place by the planner's playout player for every seat (fast: no re-checks, no copies). */
function playOn(state: DiceState, random: BotRandom): DiceState {
  for (let guard = 0; guard < 3000 && !state.finished && state.pending; guard++) {
    performAnswer(state, state.pending, rolloutMove(state, DEFAULT_POLICY_TUNING, random));
    settle(state);
  }
  return state;
}

function result(end: DiceState, seat: Seat): number {
  if (end.solo) return completedParameters(end) === 3 ? 1 : 0;
  if (!end.finished) return 0;
  return firstPlaceShare(end.scores ?? finalScores(end), seat);
}

function outcomeAfter(world: DiceState, seat: Seat, move: DiceMove, dice: number): number {
  const after = applyMove(world, seat, move);
  return after.ok ? result(playOn(after.state, botRandom(dice)), seat) : 0;
}

/**
 * The pick and its alternatives. `deep`: alone, the planner's pick (a few hundred ms of playouts, up to
 * seconds: the deeper pick, after the first answer); else, and for the first answer, the playout player's.
 */
export function dicePlan(state: DiceState, seat: Seat, seed: number, deep = false, stopped: StopCheck = NEVER_STOPPED): CoachPlan {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat + 1} has nothing to decide`);
  const random = botRandom(seed);
  // With others the planner plays like the basic bot; its playout player is the stronger player to ask.
  const pick = state.solo && deep ? PLANNER(state, seat, random, stopped) : rolloutMove(diceWorld(state, seat, random), DEFAULT_POLICY_TUNING, random);
  // Quick scores: every answer worth weighing played on in one shared world (its final score, a finished Mars far
  // above), only to choose the alternatives the sampled games then weigh: the first answer stays quick.
  const options = candidates(state, seat, moves);
  const worlds = [0].map((i) => ({ world: diceWorld(state, seat, botRandom(worldSeed(seed ^ 0x71, i))), dice: worldSeed(seed ^ 0x72, i) }));
  const quick = options.map((m) => worlds.reduce((s, w) => s + quickScore(w.world, seat, m, w.dice), 0));
  const choices = pickAndAlternatives(pick, options, quick, CHOICES, canonicalJson);
  return { choices, facts: choices.map((m) => diceFacts(state, seat, m)), chanceOf: state.solo ? 'finishMars' : 'win' };
}

function quickScore(world: DiceState, seat: Seat, move: DiceMove, dice: number): number {
  const after = applyMove(world, seat, move);
  if (!after.ok) return -1000;
  const end = playOn(after.state, botRandom(dice));
  return result(end, seat) * 100 + finalScores(end)[seat].total;
}

export function diceFacts(state: DiceState, seat: Seat, move: DiceMove): HintFacts {
  const after = applyMove(state, seat, move);
  if (!after.ok) return {};
  const next = after.state;
  const left = stepsLeft(next);
  const me = next.players[seat];
  return {
    points: finalScores(next)[seat].total,
    'terraforming:temperature': -left.temperature,
    'terraforming:ocean': -left.ocean,
    'terraforming:oxygen': -left.greenery,
    cards: me.hand.length + me.played.length,
    'production:dice': me.dice.length,
  };
}

export function dicePlay(state: DiceState, seat: Seat, seed: number, choices: readonly DiceMove[], worlds: readonly number[], stopped = NEVER_STOPPED): number[][] {
  return playSampledWorlds(seed, worlds, choices.length, stopped, (random) => diceWorld(state, seat, random), (world, c, dice) => outcomeAfter(world, seat, choices[c], dice));
}

const DICE_FACT_WEIGHTS: Record<string, number> = { terraforming: 6, points: 2, 'production:dice': 3, cards: 1 };

export const diceCoach: Coach = {
  prepare: (state, seat, seed) => diceWorld(state as DiceState, seat, botRandom(seed ^ 0x5eed)),
  plan: (prepared, seat, seed) => dicePlan(prepared as DiceState, seat, seed),
  deeperPick: {
    wanted: (plan) => plan.chanceOf === 'finishMars' && plan.choices.length > 1,
    pick: (prepared, seat, seed, _step, stopped) => dicePlan(prepared as DiceState, seat, seed, true, stopped),
    choose: async (ask) => (await ask(null)) as CoachPlan,
  },
  play: (prepared, seat, seed, choices, worlds, stopped) => dicePlay(prepared as DiceState, seat, seed, choices as DiceMove[], worlds, stopped),
  factWeight: (fact) => DICE_FACT_WEIGHTS[fact] ?? DICE_FACT_WEIGHTS[fact.split(':')[0]] ?? 0,
  // A playout is 1–5 ms: many worlds a round.
  budget: { firstWorlds: 8, roundWorlds: 16, maxWorlds: 400, maxMs: 30_000 },
};
