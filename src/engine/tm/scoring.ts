// Final (and running) victory points, with the tiebreak on M€.
import type { Seat, SpaceId } from '../../shared/tm/basics';
import type { ScoreLine } from '../../shared/tm/view';
import type { ScoreSource } from '../../shared/campaign';
import { msg, type MessageParam } from '../../shared/message';
import { awardName, cardName, milestoneName } from '../../shared/tm/contentKeys';
import { countAdjacent, countTiles, spaceById } from './board';
import { getCard } from './cards/catalogue';
import { VP_HOOKS } from './cards/hooks';
import type { VictoryPoints } from './cards/vocabulary';
import { awardByName, awardPoints, MILESTONE_VP } from './milestonesAwards';
import { cardsInPlay, tagCount } from './players';
import type { PlayedCard, TmState } from './state';

function cardPoints(state: TmState, seat: Seat, card: PlayedCard, vp: VictoryPoints | undefined): number {
  if (vp === undefined) return 0;
  if (typeof vp === 'number') return vp;
  if ('hook' in vp) {
    const hook = VP_HOOKS[vp.hook];
    if (!hook) throw new Error(`unknown VP hook "${vp.hook}"`);
    return hook({ state, seat, card: card.id });
  }
  if (vp.per === 'resource') return Math.floor(card.resources / vp.every) * (vp.points ?? 1);
  if (vp.per === 'tag') {
    const n = vp.who === 'all' ? state.players.reduce((s, p) => s + tagCount(p, vp.tag), 0) : tagCount(state.players[seat], vp.tag);
    return Math.floor(n / vp.every);
  }
  return Math.floor(countTiles(state, vp.tile, vp.who === 'all' ? 'all' : seat) / vp.every);
}

/** Each of the seat's cities with its points: 1 VP per adjacent greenery, whoever owns the greenery. */
function cityPointsBySpace(state: TmState, seat: Seat): [SpaceId, number][] {
  return Object.entries(state.tiles)
    .filter(([, tile]) => tile.kind === 'city' && tile.owner === seat)
    .map(([id]) => [id, countAdjacent(state, id, 'greenery')]);
}

/** The sum of cityPointsBySpace, without the list: bots score positions thousands of times a game. */
function cityPoints(state: TmState, seat: Seat): number {
  let points = 0;
  for (const id in state.tiles) {
    const tile = state.tiles[id];
    if (tile.kind === 'city' && tile.owner === seat) points += countAdjacent(state, id, 'greenery');
  }
  return points;
}

function allCardPoints(state: TmState, p: TmState['players'][number]): number {
  let points = 0;
  for (const card of cardsInPlay(p)) points += cardPoints(state, p.seat, card, getCard(card.id).vp);
  return points;
}

/** A space for the report: its printed name (a proper name), else its row and place. */
function spaceWords(id: SpaceId): MessageParam {
  const space = spaceById(id);
  return space?.name ?? (space ? msg('campaign.source.space', { row: space.row + 1, place: space.col + 1 }) : id);
}

/**
 * Where each player's points come from, one entry per card, city, greenery, milestone and award (and
 * the TR); the entries add up to the score line's total.
 */
export function scoreSources(state: TmState): ScoreSource[][] {
  const awards = state.fundedAwards.map((f) => ({ name: f.name, points: awardPoints(state, awardByName(f.name)!) }));
  return state.players.map((p) => {
    const sources: ScoreSource[] = [{ kind: 'tr', name: msg('campaign.sources.tr'), points: p.tr }];
    for (const m of state.claimedMilestones) if (m.seat === p.seat) sources.push({ kind: 'milestone', name: milestoneName(m.name), points: MILESTONE_VP });
    if (!state.options.solo) for (const a of awards) if (a.points[p.seat]! > 0) sources.push({ kind: 'award', name: awardName(a.name), points: a.points[p.seat]! });
    for (const [id, tile] of Object.entries(state.tiles)) {
      if (tile.kind === 'greenery' && tile.owner === p.seat) sources.push({ kind: 'greenery', name: msg('campaign.source.greenery', { space: spaceWords(id) }), points: 1 });
    }
    for (const [id, points] of cityPointsBySpace(state, p.seat)) sources.push({ kind: 'city', name: msg('campaign.source.city', { space: spaceWords(id) }), points });
    for (const card of cardsInPlay(p)) {
      const def = getCard(card.id);
      const points = cardPoints(state, p.seat, card, def.vp);
      if (points !== 0) sources.push({ kind: 'card', name: cardName(def.id), points });
    }
    return sources;
  });
}

export function scoreLines(state: TmState): ScoreLine[] {
  const awards = state.fundedAwards.map((f) => awardPoints(state, awardByName(f.name)!));
  const lines: ScoreLine[] = state.players.map((p) => {
    const milestones = state.claimedMilestones.filter((m) => m.seat === p.seat).length * MILESTONE_VP;
    const awardVp = state.options.solo ? 0 : awards.reduce((s, pts) => s + pts[p.seat], 0);
    const greeneries = countTiles(state, 'greenery', p.seat);
    const cities = cityPoints(state, p.seat);
    const cards = allCardPoints(state, p);
    const total = p.tr + milestones + awardVp + greeneries + cities + cards;
    return { seat: p.seat, tr: p.tr, milestones, awards: awardVp, greeneries, cities, cards, total, megacredits: p.stock.megacredits, rank: 0 };
  });
  const order = [...lines].sort((a, b) => b.total - a.total || b.megacredits - a.megacredits);
  for (const line of lines) {
    line.rank = 1 + order.filter((o) => o.total > line.total || (o.total === line.total && o.megacredits > line.megacredits)).length;
  }
  return lines;
}
