// The coach for Terraforming Mars: the expert bot's candidates for a seat (greedy's best few actions or
// spaces, or for a purchase its nearest alternatives), named at once with greedy's favourite first; then
// the expert's own search over them (its learned evaluation, its node budget, spread over the workers)
// puts its pick first; then each is played on to the end of the game in sampled worlds with the
// playout policy every chance of winning in the app is judged by (playOut.ts). Everything is computed
// from a re-dealt copy (hiddenInformation.ts), so a hint never rests on cards the seat cannot see.
import type { TmState } from '../../engine/tm';
import { scoreLines } from '../../engine/tm';
import { RESOURCES, type Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { determinize } from '../bots/hiddenInformation';
import { afterMove } from '../bots/lookahead';
import { playToEndAfter } from '../bots/playToEnd';
import { EXPERT_BUDGET } from '../bots/expertBot';
import { searchPlan, type SearchBudget } from '../bots/searchBot';
import { pooledSearch, searchShare, type SearchReply, type SearchStep } from '../bots/searchShares';
import { botRandom } from '../bots/types';
import { NEVER_STOPPED, stoppable } from '../bots/stopping';
import { pickFirst, playSampledWorlds, type Coach, type CoachPlan, type HintFacts } from './coach';
import { COACH_PLAYOUT, PLAYOUT_MOVES, winShare } from './playOut';

/**
 * The expert bot's search as the coach runs it: the pick and two alternatives (each played to the end
 * later, so three at most), with the expert's worlds, node budget and learned evaluation, and no clock:
 * the same question in the same position gets the same pick. In solo it keeps the next generation's
 * horizon (no `solo` changes): the coach's chances already play every choice to the end. It keeps
 * greedy's three best as its options, without the expert's second opinion: the coach's own measure
 * (followed blindly against greedy) was taken on those.
 */
export const COACH_EXPERT_BUDGET: SearchBudget = { ...EXPERT_BUDGET, candidates: 3, secondJudge: null, solo: null };

/** The copy the coach's plan and pick both read: the prepared state re-dealt once more from the hint's seed. */
function coachView(state: TmState, seat: Seat, seed: number): TmState {
  return determinize(state, seat, botRandom(seed));
}

/**
 * The expert's candidates, greedy's favourite first (the first answer, in a few tens of ms; the
 * expert's pick is put first once its search is done: `tmExpertPick`), with what each brings.
 */
export function tmPlan(state: TmState, seat: Seat, seed: number): CoachPlan {
  if (!state.pending[seat]) throw new Error(`seat ${seat + 1} has nothing to decide`);
  const seen = coachView(state, seat, seed);
  const plan = searchPlan(seen, seat, botRandom(seed), COACH_EXPERT_BUDGET);
  const choices = 'shortlist' in plan ? plan.shortlist : [plan.move];
  // Every answer's facts from the same copy and the same follow-up answers.
  const facts = choices.map((m) => tmFacts(seen, seat, m, seed));
  return { choices, facts, chanceOf: state.options.solo ? 'terraformInTime' : 'win' };
}

/** One worker's step of the expert's search over the plan's candidates (the same candidates: same copy, same seed). */
export function tmExpertPickStep(state: TmState, seat: Seat, seed: number, step: SearchStep): SearchReply {
  return searchShare(coachView(state, seat, seed), seat, seed, step, COACH_EXPERT_BUDGET);
}

/** The expert's pick among the plan's choices, its search spread over `workers`: its index (0 if it is not among them). */
export async function tmExpertPick(ask: (step: SearchStep) => Promise<SearchReply>, workers: number, plan: CoachPlan): Promise<number> {
  const move = JSON.stringify(await pooledSearch(ask, workers, COACH_EXPERT_BUDGET));
  return Math.max(0, plan.choices.findIndex((c) => JSON.stringify(c) === move));
}

/** What `move` brings the seat at once, its own follow-up questions answered (lookahead.ts). */
export function tmFacts(state: TmState, seat: Seat, move: Move, seed: number): HintFacts {
  const after = move.type === 'pass' || move.type === 'endTurn' ? state : afterMove(state, seat, move, botRandom(seed));
  if (!after) return {};
  const p = after.players[seat];
  const line = scoreLines(after).find((l) => l.seat === seat);
  const facts: HintFacts = {
    points: line ? line.total - p.tr : 0,
    tr: p.tr,
    cards: p.hand.length + p.played.length,
  };
  for (const r of RESOURCES) facts[`production:${r}`] = p.production[r];
  if (move.type === 'claimMilestone') facts[`milestone:${move.milestone}`] = 1;
  if (move.type === 'fundAward') facts[`award:${move.award}`] = 1;
  return facts;
}

/** Each world's result for every choice: the same world and the same dice for all, so differences come from the answer. */
export function tmPlay(state: TmState, seat: Seat, seed: number, choices: readonly Move[], worlds: readonly number[], stopped = NEVER_STOPPED): number[][] {
  // The position may change mid-playout: every move checks, so a worker is free again at once.
  const policy = stoppable(COACH_PLAYOUT, stopped);
  return playSampledWorlds(seed, worlds, choices.length, stopped, (random) => determinize(state, seat, random), (world, c, dice) =>
    winShare(playToEndAfter(world, seat, choices[c], PLAYOUT_MOVES, botRandom(dice), policy), seat));
}

/** Roughly what one unit is worth in M€ mid-game, to say which difference matters most. */
const TM_FACT_WEIGHTS: Record<string, number> = {
  points: 5,
  tr: 7,
  cards: 3,
  'production:megacredits': 5,
  'production:steel': 8,
  'production:titanium': 12,
  'production:plants': 10,
  'production:energy': 7,
  'production:heat': 4,
  milestone: 25,
  award: 10,
};

export const tmCoach: Coach = {
  prepare: (state, seat, seed) => determinize(state as TmState, seat, botRandom(seed ^ 0x5eed)),
  plan: (prepared, seat, seed) => tmPlan(prepared as TmState, seat, seed),
  play: (prepared, seat, seed, choices, worlds, stopped) => tmPlay(prepared as TmState, seat, seed, choices as Move[], worlds, stopped),
  factWeight: (fact) => TM_FACT_WEIGHTS[fact] ?? TM_FACT_WEIGHTS[fact.split(':')[0]] ?? 0,
  // A playout to the end is ~0.1–0.4 s of CPU: one world a round on each worker is an update every second or so.
  budget: { firstWorlds: 2, roundWorlds: 1, maxWorlds: 120, maxMs: 60_000 },
  deeperPick: {
    pick: (prepared, seat, seed, step) => tmExpertPickStep(prepared as TmState, seat, seed, step as SearchStep),
    choose: async (ask, workers, plan) => pickFirst(plan, await tmExpertPick(async (step) => (await ask(step)) as SearchReply, workers, plan)),
  },
};
