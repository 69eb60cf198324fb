// The hint's numbers: each chance with its 95 % range, the suggestion told apart from the next best or
// said to be about equal, and the reason as a key with params (never a sentence).
import { describe, expect, it } from 'vitest';
import type { CoachPlan } from '../../../src/host/hints/coach';
import { playWorlds, worldSeed } from '../../../src/host/hints/coach';
import { splitWorlds } from '../../../src/host/hints/hintDesk';
import { estimateHint, MIN_WORLDS_TO_DECIDE, pairedDifference, stillRefining, wilson } from '../../../src/host/hints/hintEstimate';

const plan = (facts: CoachPlan['facts'] = [{}, {}, {}]): CoachPlan => ({ choices: ['a', 'b', 'c'].map((type) => ({ type })), facts, chanceOf: 'win' });
const weight = (fact: string) => ({ tr: 7, points: 5, 'production:plants': 10 })[fact] ?? 0;
/** `n` worlds whose results for the three answers follow `each(i)`. */
const worlds = (n: number, each: (i: number) => number[]) => Array.from({ length: n }, (_, i) => each(i));

describe('wilson', () => {
  it('brackets the share, stays within 0…1 and narrows with more games', () => {
    const few = wilson(5, 10);
    expect(few.low).toBeCloseTo(0.2366, 3);
    expect(few.high).toBeCloseTo(0.7634, 3);
    const many = wilson(50, 100);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('pairedDifference', () => {
  it('is the mean of the per-world differences with a 95 % half-width', () => {
    const d = pairedDifference([[1, 0], [1, 1], [0, 0], [1, 0]], 0, 1);
    expect(d.mean).toBe(0.5);
    expect(d.n).toBe(4);
    expect(d.half).toBeCloseTo(1.96 * Math.sqrt(1 / 3 / 4), 10);
    expect(pairedDifference([[1, 0]], 0, 1).half).toBe(Infinity);
  });
});

describe('estimateHint', () => {
  it('before enough games: the bot pick first, each chance with its range, still refining', () => {
    const report = estimateHint(plan(), worlds(2, () => [0, 1, 0]), weight, false, 7);
    expect(report.move).toEqual({ type: 'a' });
    expect(report.choices.map((c) => c.move)).toEqual([{ type: 'a' }, { type: 'b' }, { type: 'c' }]);
    expect(report.choices[1]).toMatchObject({ winChance: 1, games: 2, high: 1 });
    expect(report.choices[1].low).toBeGreaterThan(0);
    expect(report.choices[1].low).toBeLessThan(0.5);
    expect(report).toMatchObject({ worlds: 2, verdict: 'refining', final: false, moveCount: 7, chanceOf: 'win' });
    expect(stillRefining(report, 16)).toBe(true);
  });

  it('with no games yet, no chance and no range', () => {
    const report = estimateHint(plan(), [], weight, false, 0);
    expect(report.choices[0]).toEqual({ move: { type: 'a' }, winChance: null, low: null, high: null, games: 0 });
  });

  it('tells the pick apart from the next best once the paired games clearly favour it', () => {
    const report = estimateHint(plan(), worlds(20, (i) => [1, i % 4 === 0 ? 1 : 0, 0]), weight, false, 0);
    expect(report.verdict).toBe('clear');
    expect(report.move).toEqual({ type: 'a' });
    expect(report.choices[0].winChance).toBe(1);
    expect(report.choices[1].winChance).toBe(0.25);
    expect(stillRefining(report, 16)).toBe(false);
  });

  it('suggests another answer when the games show it clearly better than the bot pick', () => {
    const report = estimateHint(plan(), worlds(20, (i) => [i % 5 === 0 ? 1 : 0, 1, 0]), weight, false, 0);
    expect(report.move).toEqual({ type: 'b' });
    expect(report.choices[0].move).toEqual({ type: 'b' });
    expect(report.choices[1].move).toEqual({ type: 'a' });
    expect(report.verdict).toBe('clear');
  });

  it('says plainly that the two are about equal: after the budget, or when they surely differ by less than 5 points', () => {
    const mixed = worlds(12, (i) => [i % 2, (i + (i % 3 === 0 ? 1 : 0)) % 2, 0]);
    expect(estimateHint(plan(), mixed, weight, false, 0).verdict).toBe('refining');
    expect(estimateHint(plan(), mixed, weight, true, 0).verdict).toBe('aboutEqual');
    const same = worlds(MIN_WORLDS_TO_DECIDE, (i) => [i % 2, i % 2, 0]);
    expect(estimateHint(plan(), same, weight, false, 0).verdict).toBe('aboutEqual');
  });

  it('a single answer is "single" and refines only until its chance rests on enough games', () => {
    const one: CoachPlan = { choices: [{ type: 'a' }], facts: [{}], chanceOf: 'finishMars' };
    const report = estimateHint(one, worlds(8, () => [1]), weight, false, 0);
    expect(report).toMatchObject({ verdict: 'single', chanceOf: 'finishMars', reason: { key: 'hint.reason.onlyChoice', versus: null } });
    expect(stillRefining(report, 16)).toBe(true);
    expect(stillRefining(estimateHint(one, worlds(16, () => [1]), weight, false, 0), 16)).toBe(false);
  });

  it('says why as a key and params: the fact worth most against the next best', () => {
    const facts: CoachPlan['facts'] = [{ tr: 20, 'production:plants': 3, points: 1 }, { tr: 21, 'production:plants': 1, points: 1 }, { tr: 20 }];
    const report = estimateHint(plan(facts), worlds(4, () => [1, 1, 0]), weight, false, 0);
    // +2 plant production (worth 20) beats nothing; the runner-up's extra TR is its gain, not the pick's.
    expect(report.reason).toEqual({ key: 'hint.reason.moreProduction', params: { resource: 'plants', amount: 2 }, versus: 1 });
  });

  it('falls back on the games won when the pick brings nothing more at once', () => {
    const report = estimateHint(plan(), worlds(10, (i) => [1, i < 3 ? 1 : 0, 0]), weight, false, 0);
    expect(report.reason).toEqual({ key: 'hint.reason.winsMoreGames', params: { points: 70 }, versus: 1 });
  });
});

describe('the worlds of a hint', () => {
  it('are split in contiguous batches, none empty, covering every world once', () => {
    expect(splitWorlds(4, 5, 2)).toEqual([[4, 5], [6, 7, 8]]);
    expect(splitWorlds(0, 1, 2)).toEqual([[0]]);
  });

  it('each world has its own seed, the same on any worker', () => {
    expect(worldSeed(3, 0)).toBe(worldSeed(3, 0));
    expect(new Set([0, 1, 2, 3].map((i) => worldSeed(3, i))).size).toBe(4);
    expect(worldSeed(3, 1)).not.toBe(worldSeed(4, 1));
  });
});

describe('playWorlds', () => {
  it('plays every answer in every world, and once stopped returns only the worlds finished', () => {
    let playouts = 0;
    const play = (stopAfter: number) =>
      playWorlds([4, 5, 6], 2, () => playouts >= stopAfter, (index) => index, (world, c) => (playouts++, world * 10 + c));
    expect(play(Infinity)).toEqual([[40, 41], [50, 51], [60, 61]]);
    playouts = 0;
    // Stopped in the middle of the second world: that world is dropped, nothing more is played.
    expect(play(3)).toEqual([[40, 41]]);
    expect(playouts).toBe(3);
  });
});
