// `npm run sim` plays its games on worker threads; the batch must come out exactly as one thread plays it.
import { describe, expect, it } from 'vitest';
import { playBatch } from '../../../scripts/sim/parallel';
import type { SimSystem } from '../../../scripts/sim/systems';

const batches: [SimSystem, string[]][] = [
  ['tm', ['--games', '3', '--bot', 'basic', '--colonies', '--seed', '7']],
  ['tiny', ['--game', 'tiny', '--games', '2', '--bot', 'basic']],
  ['dice', ['--game', 'dice', '--games', '2', '--players', '2', '--bot', 'basic']],
];

describe('simulations on worker threads', () => {
  for (const [system, argv] of batches) {
    it(`${system} ${argv.join(' ')}: two workers give the single thread's outcomes, in game order`, async () => {
      const single = await playBatch(system, argv, 1);
      const parallel = await playBatch(system, argv, 2);
      expect(parallel).toHaveLength(single.length);
      expect(single.every((o) => o.finished && !o.error)).toBe(true);
      expect(parallel).toEqual(single);
    });
  }

  it('tm: a batch split with --first-game adds up to the whole batch', async () => {
    const whole = await playBatch('tm', ['--games', '3', '--bot', 'basic', '--seed', '7'], 1);
    const head = await playBatch('tm', ['--games', '1', '--bot', 'basic', '--seed', '7'], 1);
    const tail = await playBatch('tm', ['--games', '2', '--first-game', '1', '--bot', 'basic', '--seed', '7'], 1);
    expect([...head, ...tail]).toEqual(whole);
  });
});

describe('the Terraforming Mars batch report', () => {
  it('splits a player’s average score into its sources, which add up to the average total', async () => {
    const { averageScoreSplit } = await import('../../../scripts/sim/tm');
    const outcomes = await playBatch('tm', ['--games', '2', '--bot', 'basic', '--seed', '7'], 1);
    const split = averageScoreSplit(outcomes);
    const totals = outcomes.flatMap((o) => (o.standings ?? []).map((s) => s.total));
    const meanTotal = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(Object.keys(split)).toEqual(['tr', 'milestones', 'awards', 'greeneries', 'cities', 'cards']);
    expect(split.tr).toBeGreaterThan(14);
    // Each part is rounded to a tenth.
    expect(Math.abs(Object.values(split).reduce((a, b) => a + b, 0) - meanTotal)).toBeLessThan(0.35);
  });
});
