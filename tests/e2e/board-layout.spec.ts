// Each game's screen at 1280×800 and 1920×1080: no panel overlaps another, none covers a playable
// space of the board, and no text runs out of its box.
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { boxesOf, overflowingText, overlaps, unreadableLabels } from './support/boardLayout';
import { startBeginnerGame, startSmallGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Every playable space of a compact game's board is on screen and a click there reaches the board. */
async function expectSpacesClear(page: Page, count: number): Promise<void> {
  await expect(async () => {
    const spaces = await page.evaluate(() => window.__tharsisSpaces?.() ?? []);
    expect(spaces).toHaveLength(count);
    const covered = spaces.filter((s) => s === null || !s.clickable).map((s, i) => s?.id ?? `#${i}`);
    expect(covered).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

for (const size of SIZES) {
  test(`TINYforming Mars at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    host = await startHost(freshSavesDir());
    await startSmallGame(page, host.url, 'tiny', 'layout-tiny');
    await expect(page.getByTestId('tiny-prompt')).toBeVisible();
    await expectSpacesClear(page, 19);
    expect(overlaps(await boxesOf(page, ['.tiny-top', '.tiny-players', '.tiny-prompt', '.tiny-log', '.small-game-menu']))).toEqual([]);
    expect(await overflowingText(page, '.tiny-overlay')).toEqual([]);
    await page.screenshot({ path: `.tmp/layout-tiny-${size.width}.png` });
  });

  test(`the Dice Game at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    host = await startHost(freshSavesDir());
    await startSmallGame(page, host.url, 'dice', 'layout-dice');
    await expect(page.getByTestId('dice-prompt')).toBeVisible();
    await expectSpacesClear(page, 37);
    expect(overlaps(await boxesOf(page, ['[data-covers="left"]', '[data-covers="right"]', '.small-game-menu']))).toEqual([]);
    expect(await overflowingText(page, '[data-covers]')).toEqual([]);
    // The board's labels are body-text size (13px) and sit on the board, not under a panel.
    const label = page.locator('[data-testid^="area-label-"]').first();
    expect(await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(13);
    await page.screenshot({ path: `.tmp/layout-dice-${size.width}.png` });
  });

  test(`Terraforming Mars with Colonies and Cornucopia at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    host = await startHost(freshSavesDir());
    await startBeginnerGame(page, host.url, 'layout-tm', ['opt-colonies', 'opt-cornucopia']);
    await waitForPrompt(page, 'action');
    await expect(page.locator('[data-testid^="moon-label-"]').first()).toBeAttached();
    // Every Mars space and every moon is on screen and clickable (no panel over it).
    await expect(async () => {
      const covered = await page.evaluate(() => {
        const rows = [5, 6, 7, 8, 9, 8, 7, 6, 5];
        const ids = rows.flatMap((n, r) => Array.from({ length: n }, (_, c) => `r${r}c${c}`));
        return ids.filter((id) => !window.__tharsisBoard?.isSpaceClickable(id));
      });
      expect(covered).toEqual([]);
      const moons = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="moon-label-"]')].map((el) => el.getAttribute('data-testid')!.replace('moon-label-', '')).filter((n) => !window.__tharsisMoons?.isMoonClickable(n)),
      );
      expect(moons).toEqual([]);
    }).toPass({ timeout: 15_000 });
    // Moon labels: one size, body text or larger.
    const sizes = await page.locator('[data-testid^="moon-label-"]').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeGreaterThanOrEqual(13);
    // Mars's space names and every moon's name and trade track: body text or larger, on screen, under no panel,
    // and no moon's labels over another's.
    await expect(page.locator('[data-testid^="space-name-"]')).toHaveCount(5);
    await expect(page.locator('[data-testid^="moon-trade-"]').first()).toBeAttached();
    for (const labels of ['[data-testid^="space-name-"]', '[data-testid^="moon-label-"]', '[data-testid^="moon-trade-"]']) {
      expect(await unreadableLabels(page, labels)).toEqual([]);
    }
    expect(overlaps(await boxesOf(page, ['[data-testid^="moon-label-"]', '[data-testid^="moon-trade-"]']))).toEqual([]);
    expect(overlaps(await boxesOf(page, ['.overlay > .panel', '.overlay > .right-col']))).toEqual([]);
    await page.getByTestId('tab-factories').click();
    expect(await overflowingText(page, '.overlay')).toEqual([]);
    await page.screenshot({ path: `.tmp/layout-tm-${size.width}.png` });
  });
}
