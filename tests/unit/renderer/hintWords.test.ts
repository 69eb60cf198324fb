// The window words the hint: chances with their ranges, the verdict and the reason, from data only.
import { describe, expect, it } from 'vitest';
import { HINT_REASON_KEYS, type HintReport } from '../../../src/shared/hint';
import { chanceOfWords, chanceWords, reasonWords, verdictWords } from '../../../src/renderer/hints/hintWords';
import { hintArrived, hintAsked, positionKey, useHintStore } from '../../../src/renderer/hints/hintStore';
import { sayIn } from '../../../src/renderer/i18n/say';

const say = sayIn('en');

const report = (over: Partial<HintReport> = {}): HintReport => ({
  move: { type: 'pass' },
  choices: [{ move: { type: 'pass' }, winChance: 0.62, low: 0.48, high: 0.74, games: 40 }],
  worlds: 40,
  verdict: 'clear',
  chanceOf: 'win',
  reason: null,
  final: true,
  moveCount: 3,
  ...over,
});

describe('hint words', () => {
  it('shows a chance with its 95 % range, and what it is a chance of', () => {
    expect(chanceWords(say, { move: null, winChance: 0.62, low: 0.481, high: 0.744, games: 40 })).toBe('62% (48%–74%)');
    expect(chanceWords(sayIn('de'), { move: null, winChance: 0.62, low: 0.481, high: 0.744, games: 40 })).toBe('62\u00a0% (48\u00a0%–74\u00a0%)');
    expect(chanceWords(say, { move: null, winChance: null, low: null, high: null, games: 0 })).toBe('—');
    expect(chanceOfWords(say, 'finishMars')).toBe('to finish Mars');
    expect(chanceOfWords(say, 'emptySupplies')).toBe('to empty all three supplies');
    expect(chanceOfWords(sayIn('fr'), 'win')).toBe('de gagner');
  });

  it('words every reason key the host may send, naming the next best answer', () => {
    for (const key of HINT_REASON_KEYS) expect(reasonWords(say, { key, params: { amount: 2, points: 5 }, versus: 1 }, 'Pass').length).toBeGreaterThan(10);
    expect(reasonWords(say, { key: 'hint.reason.moreProduction', params: { resource: 'plants', amount: 2 }, versus: 1 }, 'Standard project: Greenery')).toBe(
      'It gives you 2 more plant production than Standard project: Greenery.',
    );
    expect(reasonWords(say, { key: 'hint.reason.claimsMilestone', params: { milestone: 'Mayor' }, versus: 1 }, 'Pass')).toContain('Mayor');
    expect(reasonWords(sayIn('de'), { key: 'hint.reason.moreProduction', params: { resource: 'plants', amount: 2 }, versus: 1 }, 'Passen')).toBe(
      'Das bringt dir 2 Pflanzenproduktion mehr als Passen.',
    );
  });

  it('says plainly whether the best two are told apart, about equal, or still being played', () => {
    expect(verdictWords(say, report(), 'Pass')).toBe('Clearly better than Pass: told apart after 40 sampled games.');
    expect(verdictWords(say, report(), null)).toBe('Clearly better: told apart after 40 sampled games.');
    expect(verdictWords(say, report({ verdict: 'aboutEqual' }), 'Pass')).toBe('About equal to Pass: 40 sampled games cannot tell them apart.');
    expect(verdictWords(say, report({ verdict: 'refining', final: false, worlds: 6 }), 'Pass')).toMatch(/6 so far/);
    expect(verdictWords(sayIn('fr'), report({ verdict: 'aboutEqual' }), 'Passer')).toBe('À peu près équivalent à Passer\u00a0: 40 parties d’essai ne peuvent pas les départager.');
  });

  it('keeps each update of the hint asked here, and drops one of another position or seat', () => {
    const here = positionKey('g', 0, 3);
    hintAsked(here);
    hintArrived({ ...report({ worlds: 2, final: false, verdict: 'refining' }), seat: 0 });
    expect(useHintStore.getState().entry).toMatchObject({ status: 'ready', report: { worlds: 2 } });
    hintArrived({ ...report({ worlds: 10 }), seat: 0 });
    expect(useHintStore.getState().entry?.report?.worlds).toBe(10);
    // Another position, or the other seat deciding at the same time: not this hint.
    hintArrived({ ...report({ worlds: 99, moveCount: 4 }), seat: 0 });
    hintArrived({ ...report({ worlds: 98 }), seat: 1 });
    expect(useHintStore.getState().entry?.report?.worlds).toBe(10);
  });
});
