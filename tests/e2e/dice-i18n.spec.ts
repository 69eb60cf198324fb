// The Dice Game in German and French (issue 29): a turn played through the screens in each language, with
// screenshots at 1280x800 and 1920x1080, and the 40 %-longer pseudo-language at 1280x800 with no text cut off
// in the Dice panels.
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { overflowingText } from './support/boardLayout';
import { startSmallGame } from './support/ui';
import { answerDice as answer, dicePrompt, playDiceUntil } from './support/dicePrompt';
import { withStoredSettings } from './support/storedSettings';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const prompt = dicePrompt;

const CASES = [
  { language: 'de', turnTitle: 'Produktionszug oder Aktionszug?', support: 'Unterstützungsaktion', english: /Production turn|Support action|Your hand|Milestones/ },
  { language: 'fr', turnTitle: 'Tour de production ou tour d’action ?', support: 'Action de soutien', english: /Production turn|Support action|Your hand|Milestones/ },
];

for (const c of CASES) {
  test(`a Dice turn played in ${c.language}, looked at in 1280x800 and 1920x1080`, async ({ page }) => {
    test.setTimeout(180_000);
    host = await startHost();
    await withStoredSettings(page, { language: c.language });
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSmallGame(page, host.url, 'dice', `i18n-${c.language}`, ['human', 'bot']);
    await playDiceUntil(page, 'actionTurn');
    await expect(prompt(page)).toContainText(c.turnTitle);
    await answer(page, 'actionTurn');
    await expect(prompt(page)).toHaveAttribute('data-step', 'support');
    await expect(prompt(page)).toContainText(c.support);
    await page.screenshot({ path: `test-results/dice-i18n-${c.language}-1280.png` });
    await answer(page, 'rollDie');
    // The log says the roll in the language; no panel shows the English words of the screens.
    await expect(page.getByTestId('dice-log')).toContainText(c.language === 'de' ? 'würfelt' : 'lance');
    const panels = await page.locator('[data-covers]').allInnerTexts();
    expect(panels.join('\n')).not.toMatch(c.english);
    expect(panels.join('\n')).not.toMatch(/\bdice\.[a-z]+\.[a-zA-Z0-9.]+/);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `test-results/dice-i18n-${c.language}-1920.png` });
  });
}

test('the 40 %-longer pseudo-language cuts no text in the Dice panels at 1280x800', async ({ page }) => {
  test.setTimeout(180_000);
  host = await startHost();
  await withStoredSettings(page, { language: 'en-XA' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSmallGame(page, host.url, 'dice', 'i18n-pseudo', ['human', 'bot']);
  await playDiceUntil(page, 'actionTurn');
  await answer(page, 'actionTurn');
  await expect(prompt(page)).toHaveAttribute('data-step', 'support');
  await expect(prompt(page)).toContainText('⟦');
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/dice-i18n-en-XA-1280.png' });
  expect(await overflowingText(page, '[data-covers]')).toEqual([]);
});

/** Area labels on the Dice board whose words run out of their box (the label wraps within 64 px), or set under 11 px. */
function areaLabelProblems(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="area-label-"]').evaluateAll((labels) => {
    const out: string[] = [];
    for (const label of labels as HTMLElement[]) {
      const id = label.getAttribute('data-testid');
      if (label.scrollWidth > label.clientWidth + 1) out.push(`${id}: "${label.textContent}" runs out of its label (${label.scrollWidth} > ${label.clientWidth})`);
      for (const line of label.querySelectorAll<HTMLElement>('b, span')) {
        if (line.scrollWidth > line.clientWidth + 1) out.push(`${id}: "${line.textContent}" wider than its line`);
      }
      if (label.getBoundingClientRect().width > 64 + 10) out.push(`${id}: wider than a hex's label`);
      if (parseFloat(getComputedStyle(label.querySelector('b') ?? label).fontSize) < 11) out.push(`${id}: under 11 px`);
    }
    return out;
  });
}

for (const language of ['en', 'de', 'fr', 'en-XA'] as const) {
  test(`the Dice board's special areas name themselves within their labels in ${language} at 1280x800`, async ({ page }) => {
    host = await startHost();
    await withStoredSettings(page, { language });
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSmallGame(page, host.url, 'dice', `labels-${language}`, ['human', 'bot']);
    const specials = page.locator('[data-testid^="area-label-"]').filter({ has: page.locator('b') });
    await expect(specials).toHaveCount(3, { timeout: 30_000 });
    // Labels pinned to the board move with its frames: poll until they hold and fit.
    await expect(async () => expect(await areaLabelProblems(page)).toEqual([])).toPass({ timeout: 20_000 });
    await page.screenshot({ path: `.tmp/screens/dice-area-labels-${language}-1280.png` });
  });
}

/** Pairs of area labels whose boxes overlap or touch (less than 2 px apart), with the board's hex width in pixels. */
function touchingAreaLabels(page: Page): Promise<{ touching: string[]; count: number; closest: number }> {
  return page.locator('[data-testid^="area-label-"]').evaluateAll((labels) => {
    const boxes = (labels as HTMLElement[]).map((l) => ({ id: l.getAttribute('data-testid')!.replace('area-label-', ''), r: l.getBoundingClientRect() }));
    const touching: string[] = [];
    const GAP = 2;
    let closest = Infinity;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const apartX = Math.max(a.left, b.left) - Math.min(a.right, b.right);
        const apartY = Math.max(a.top, b.top) - Math.min(a.bottom, b.bottom);
        if (apartX < GAP && apartY < GAP) touching.push(`${boxes[i].id} touches ${boxes[j].id}`);
        closest = Math.min(closest, Math.max(apartX, apartY));
      }
    }
    return { touching, count: boxes.length, closest };
  });
}

for (const language of ['en', 'de'] as const) {
  test(`no two Dice area labels touch at 1280x800 and 1920x1080 in ${language}, and each stays legible`, async ({ page }) => {
    test.setTimeout(120_000);
    host = await startHost();
    await withStoredSettings(page, { language });
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSmallGame(page, host.url, 'dice', `labels-apart-${language}`, ['human', 'bot']);
    await expect(page.locator('[data-testid^="area-label-"]').first()).toBeAttached({ timeout: 30_000 });
    // Bonuses are marks (a count and a symbol); the face key explains every kind the board shows, and each label
    // keeps its words as the name a screen reader reads.
    const kinds = await page.locator('[data-testid^="area-label-"] [data-mark]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-mark')))]);
    expect(kinds.sort()).toEqual(['draw', 'roll', 'vp', 'wild']);
    for (const kind of ['draw', 'roll', 'wild']) await expect(page.getByTestId(`bonus-key-${kind}`)).toBeVisible();
    const names = await page.locator('[data-testid^="area-label-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names.every((n) => n.length > 3)).toBe(true);
    expect(names.join(' ')).toContain(language === 'de' ? 'würfeln' : 'roll');
    const smallest = await page.locator('[data-testid^="area-label-"] [data-mark]').evaluateAll((els) => Math.min(...els.map((e) => parseFloat(getComputedStyle(e).fontSize))));
    expect(smallest).toBeGreaterThanOrEqual(12);
    const firstLabel = () => page.locator('[data-testid^="area-label-"]').first().evaluate((e) => JSON.stringify(e.getBoundingClientRect()));
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      const before = await firstLabel();
      await page.setViewportSize(size);
      // The board re-frames a moment after a resize: measure the labels where they then stand.
      if (size.width !== 1280) await expect.poll(firstLabel).not.toBe(before);
      await page.waitForTimeout(500);
      // Labels pinned to the board move with its frames: poll until they hold apart and fit.
      await expect(async () => {
        const { touching, count } = await touchingAreaLabels(page);
        expect(count).toBeGreaterThan(20);
        expect(touching).toEqual([]);
        expect(await areaLabelProblems(page)).toEqual([]);
      }).toPass({ timeout: 20_000 });
      const { closest } = await touchingAreaLabels(page);
      test.info().annotations.push({ type: 'closest labels', description: `${size.width}: ${closest.toFixed(1)} px apart` });
      console.log(`${language} ${size.width}: closest area labels ${closest.toFixed(1)} px apart`);
      await page.screenshot({ path: `.tmp/screens/dice-area-labels-apart-${language}-${size.width}.png` });
      await page.screenshot({ path: `.tmp/screens/dice-area-labels-apart-${language}-${size.width}-board.png`, clip: { x: size.width / 2 - 260, y: size.height / 2 - 200, width: 520, height: 400 } });
    }
  });
}
