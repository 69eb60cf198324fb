import { setTile } from '../../../src/engine/tm/draft';
import { describe, expect, it } from 'vitest';
import { scoreLines, scoreSources } from '../../../src/engine/tm';
import { msg } from '../../../src/shared/message';
import { awardName, cardName, milestoneName } from '../../../src/shared/tm/contentKeys';
import { awardByName, awardPoints } from '../../../src/engine/tm/milestonesAwards';
import { give, startedGame } from '../support/tmHarness';

describe('scoring', () => {
  it('counts TR, milestones, greeneries and greeneries next to own cities (any owner)', () => {
    let state = give(startedGame(), 0, { tr: 30 });
    setTile(state, 'r3c3', { kind: 'city', owner: 0 });
    setTile(state, 'r3c4', { kind: 'greenery', owner: 0 });
    setTile(state, 'r3c2', { kind: 'greenery', owner: 1 });
    state.claimedMilestones.push({ name: 'Mayor', seat: 0 });
    const [p0, p1] = scoreLines(state);
    expect(p0).toMatchObject({ tr: 30, milestones: 5, greeneries: 1, cities: 2, total: 38 });
    expect(p1).toMatchObject({ tr: 20, greeneries: 1, total: 21 });
  });

  it('names where every point comes from: each card, city, greenery, milestone and award, adding up to the total', () => {
    let state = give(startedGame(), 0, { tr: 30, cardsInPlay: ['072', '070'] });
    state.players[0].played.find((c) => c.id === '072')!.resources = 3;
    setTile(state, 'r3c3', { kind: 'city', owner: 0 });
    setTile(state, 'r3c4', { kind: 'greenery', owner: 0 });
    setTile(state, 'r3c2', { kind: 'greenery', owner: 1 });
    state.claimedMilestones.push({ name: 'Mayor', seat: 0 });
    state.fundedAwards.push({ name: 'Landlord', seat: 1 });
    const sources = scoreSources(state);
    const lines = scoreLines(state);
    for (const seat of [0, 1]) expect(sources[seat]!.reduce((s, x) => s + x.points, 0)).toBe(lines[seat]!.total);
    expect(sources[0]).toEqual(expect.arrayContaining([
      { kind: 'tr', name: msg('campaign.sources.tr'), points: 30 },
      { kind: 'card', name: cardName('072'), points: 3 },
      { kind: 'card', name: cardName('070'), points: 2 },
      { kind: 'city', name: msg('campaign.source.city', { space: msg('campaign.source.space', { row: 4, place: 4 }) }), points: 2 },
      { kind: 'greenery', name: msg('campaign.source.greenery', { space: msg('campaign.source.space', { row: 4, place: 5 }) }), points: 1 },
      { kind: 'milestone', name: milestoneName('Mayor'), points: 5 },
      { kind: 'award', name: awardName('Landlord'), points: 5 },
    ]));
  });

  it('awards: 5 to all tied firsts and no second; with a unique first, 2 to all tied seconds', () => {
    const state = startedGame({ players: 4 });
    const banker = awardByName('Banker')!;
    [5, 5, 3, 1].forEach((v, i) => (state.players[i].production.megacredits = v));
    expect(awardPoints(state, banker)).toEqual([5, 5, 0, 0]);
    [6, 3, 3, 1].forEach((v, i) => (state.players[i].production.megacredits = v));
    expect(awardPoints(state, banker)).toEqual([5, 2, 2, 0]);
  });

  it('awards: no second place with two players', () => {
    const state = startedGame({ players: 2 });
    state.players[0].production.megacredits = 4;
    expect(awardPoints(state, awardByName('Banker')!)).toEqual([5, 0]);
  });

  it('breaks ties on M€', () => {
    const state = startedGame();
    state.players[0].stock.megacredits = 3;
    state.players[1].stock.megacredits = 9;
    const lines = scoreLines(state);
    expect(lines[1].rank).toBe(1);
    expect(lines[0].rank).toBe(2);
  });
});
