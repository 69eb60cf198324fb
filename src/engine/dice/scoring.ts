// Milestones (claimed the moment a player has 3 of the set), awards by die symbols in played card
// costs, and the final score with its tie-breaker.
import { diceCardName, diceMilestoneName, faceName } from '../../shared/dice/words';
import { msg } from '../../shared/message';
import type { ScoreSource } from '../../shared/campaign';
import { rarityOf, type Face } from '../../shared/dice/basics';
import { milestone, productionOf, productionTotal, projectCard } from './cards/catalogue';
import { MILESTONE_GOAL, type MilestoneMetric } from './cards/vocabulary';
import { MILESTONE_VP } from './data/milestones';
import { AWARD_FIRST_VP, AWARD_SECOND_VP, SOLO_AWARD_THRESHOLD } from './data/scoring';
import { log } from './log';
import type { DicePlayer, DiceState, FinalScore } from './state';

function colourCount(player: DicePlayer, colour: 'green' | 'red' | 'blue'): number {
  return player.played.filter((id) => projectCard(id).colour === colour).length;
}

export function metricValue(player: DicePlayer, metric: MilestoneMetric): number {
  switch (metric) {
    case 'greeneries':
      return player.placed.greenery;
    case 'cities':
      return player.placed.city;
    case 'oceans':
      return player.placed.ocean;
    case 'greenCards':
      return colourCount(player, 'green');
    case 'redCards':
      return colourCount(player, 'red');
    case 'blueCards':
      return colourCount(player, 'blue');
    case 'rareCostCards':
      return player.played.filter((id) => projectCard(id).cost.some((f) => rarityOf(f) === 'rare')).length;
    case 'productionColours':
      return Object.values(productionOf(player)).filter((n) => n > 0).length;
  }
}

/** The first player to reach a milestone takes it (the active player first when several qualify). */
export function claimMilestones(state: DiceState): void {
  const n = state.players.length;
  for (const m of state.milestones) {
    if (m.claimedBy !== null || m.removed) continue;
    for (let k = 0; k < n; k++) {
      const seat = (state.current + k) % n;
      if (metricValue(state.players[seat], milestone(m.id).metric) >= MILESTONE_GOAL) {
        m.claimedBy = seat;
        log(state, 'claimsMilestone', { player: state.players[seat].name, milestone: diceMilestoneName(m.id) });
        break;
      }
    }
  }
}

/** How many of a die symbol appear in the costs of a player's played project cards. */
export function symbolCount(player: DicePlayer, face: Face): number {
  return player.played.reduce((n, id) => n + projectCard(id).cost.filter((f) => f === face).length, 0);
}

/** Award VP per seat: friendly ties; no second place with 2 players; thresholds when solo. */
export function awardPoints(state: DiceState): number[] {
  const points = state.players.map(() => 0);
  for (const award of state.awards) awardPointsFor(state, award.face).forEach((vp, seat) => (points[seat] += vp));
  return points;
}

/** One award's VP per seat. */
function awardPointsFor(state: DiceState, face: Face): number[] {
  const points = state.players.map(() => 0);
  const counts = state.players.map((p) => symbolCount(p, face));
  if (state.solo) {
    const need = SOLO_AWARD_THRESHOLD[rarityOf(face)];
    if (counts[0] >= need) points[0] = AWARD_FIRST_VP;
    else if (counts[0] === need - 1) points[0] = AWARD_SECOND_VP;
    return points;
  }
  const best = Math.max(...counts);
  if (best === 0) return points;
  const firsts = counts.map((c, s) => (c === best ? s : -1)).filter((s) => s >= 0);
  firsts.forEach((s) => (points[s] = AWARD_FIRST_VP));
  if (firsts.length > 1 || state.players.length <= 2) return points;
  const rest = counts.filter((c) => c < best);
  const second = rest.length ? Math.max(...rest) : 0;
  if (second === 0) return points;
  counts.forEach((c, s) => {
    if (c === second) points[s] = AWARD_SECOND_VP;
  });
  return points;
}

/** Where each player's final points come from: the VP track, each milestone, award and card; they add up to the total. */
export function scoreSources(state: DiceState): ScoreSource[][] {
  const awards = state.awards.map((award) => ({ name: msg('campaign.source.diceAward', { face: faceName(award.face) }), points: awardPointsFor(state, award.face) }));
  return state.players.map((p, seat) => {
    const sources: ScoreSource[] = [{ kind: 'track', name: msg('campaign.sources.track'), points: p.vp }];
    for (const m of state.milestones) if (m.claimedBy === seat) sources.push({ kind: 'milestone', name: diceMilestoneName(m.id), points: MILESTONE_VP });
    for (const a of awards) if (a.points[seat]! > 0) sources.push({ kind: 'award', name: a.name, points: a.points[seat]! });
    for (const id of p.played) {
      const card = projectCard(id);
      if (card.endVp) sources.push({ kind: 'card', name: diceCardName(id), points: card.endVp });
    }
    return sources;
  });
}

export function finalScores(state: DiceState): FinalScore[] {
  const awards = awardPoints(state);
  const lines = state.players.map((p, seat) => {
    const milestones = state.milestones.filter((m) => m.claimedBy === seat).length * MILESTONE_VP;
    const cards = p.played.reduce((n, id) => n + (projectCard(id).endVp ?? 0), 0);
    return {
      seat,
      track: p.vp,
      milestones,
      awards: awards[seat],
      cards,
      total: p.vp + milestones + awards[seat] + cards,
      production: productionTotal(p),
      rank: 0,
    };
  });
  for (const line of lines) {
    line.rank =
      1 + lines.filter((o) => o.total > line.total || (o.total === line.total && o.production > line.production)).length;
  }
  return lines;
}
