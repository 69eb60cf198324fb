// Tharsis milestones and awards: what each measures, and how awards are scored at the end.
import type { Seat } from '../../shared/tm/basics';
import { countTiles, ownedTileCount } from './board';
import { tagCount } from './players';
import type { TmState } from './state';
import type { AwardTerms, MilestoneTerms } from '../../shared/tm/view';

export interface Milestone {
  name: string;
  threshold: number;
  progress: (state: TmState, seat: Seat) => number;
}

export interface Award {
  name: string;
  standing: (state: TmState, seat: Seat) => number;
}

export const MILESTONE_COST = 8;
export const MAX_MILESTONES = 3;
export const AWARD_COSTS = [8, 14, 20];
export const MILESTONE_VP = 5;
export const AWARD_VP = { first: 5, second: 2 };

export const MILESTONES: Milestone[] = [
  { name: 'Terraformer', threshold: 35, progress: (s, seat) => s.players[seat].tr },
  { name: 'Mayor', threshold: 3, progress: (s, seat) => countTiles(s, 'city', seat) },
  { name: 'Gardener', threshold: 3, progress: (s, seat) => countTiles(s, 'greenery', seat) },
  { name: 'Builder', threshold: 8, progress: (s, seat) => tagCount(s.players[seat], 'building') },
  { name: 'Planner', threshold: 16, progress: (s, seat) => s.players[seat].hand.length },
];

export const AWARDS: Award[] = [
  { name: 'Landlord', standing: (s, seat) => ownedTileCount(s, seat) },
  { name: 'Banker', standing: (s, seat) => s.players[seat].production.megacredits },
  { name: 'Scientist', standing: (s, seat) => tagCount(s.players[seat], 'science') },
  { name: 'Thermalist', standing: (s, seat) => s.players[seat].stock.heat },
  { name: 'Miner', standing: (s, seat) => s.players[seat].stock.steel + s.players[seat].stock.titanium },
];

export function milestoneByName(name: string): Milestone | undefined {
  return MILESTONES.find((m) => m.name === name);
}

export function awardByName(name: string): Award | undefined {
  return AWARDS.find((a) => a.name === name);
}

export function nextAwardCost(state: TmState): number | null {
  return AWARD_COSTS[state.fundedAwards.length] ?? null;
}

/** Milestones the seat may claim now (condition met, unclaimed, fewer than 3 claimed). */
export function claimableMilestones(state: TmState, seat: Seat): string[] {
  if (state.options.solo || state.claimedMilestones.length >= MAX_MILESTONES) return [];
  return MILESTONES.filter(
    (m) => !state.claimedMilestones.some((c) => c.name === m.name) && m.progress(state, seat) >= m.threshold,
  ).map((m) => m.name);
}

export function fundableAwards(state: TmState): string[] {
  if (state.options.solo || nextAwardCost(state) === null) return [];
  return AWARDS.filter((a) => !state.fundedAwards.some((f) => f.name === a.name)).map((a) => a.name);
}

/**
 * Award points per seat: ties for first all get 5 and no second place is given; with a unique
 * winner, ties for second all get 2; with two players only first place scores.
 */
export function awardPoints(state: TmState, award: Award): number[] {
  const n = state.players.length;
  const points = new Array<number>(n).fill(0);
  const values = state.players.map((p) => award.standing(state, p.seat));
  const best = Math.max(...values);
  const firsts = values.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  for (const i of firsts) points[i] = AWARD_VP.first;
  if (firsts.length === 1 && n > 2) {
    const rest = values.filter((_, i) => i !== firsts[0]);
    const second = Math.max(...rest);
    values.forEach((v, i) => {
      if (i !== firsts[0] && v === second) points[i] = AWARD_VP.second;
    });
  }
  return points;
}

/** The milestones' price and points, as `startAction` charges and scoring counts them. */
export function milestoneTerms(state: TmState): MilestoneTerms {
  return { cost: MILESTONE_COST, vp: MILESTONE_VP, maxClaimed: MAX_MILESTONES, claimed: state.claimedMilestones.length, inPlay: !state.options.solo };
}

/** The awards' prices and points, as `startAction` charges and `awardPoints` scores them. */
export function awardTerms(state: TmState): AwardTerms {
  return {
    costs: [...AWARD_COSTS], nextCost: nextAwardCost(state), vp: { ...AWARD_VP },
    secondPlaceScores: state.players.length > 2, inPlay: !state.options.solo,
  };
}
