// TINYforming Mars's screen (issue 27, items 21 and 22): the map draws only when something changes, so a
// click is answered at once; the opponent's projects are all reachable; the black city does not hide its hex
// number; heat is red on every part of the screen.
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { boxesOf, overflowingText, overlaps } from './support/boardLayout';
import { startSmallGame, takeDeviceIfOffered } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

// Counts the WebGL draw calls of the page (source text: the test runner's helpers do not exist in the page).
const COUNT_DRAWS = `(() => {
  for (const C of [WebGLRenderingContext, WebGL2RenderingContext]) {
    const draw = C.prototype.drawElements;
    C.prototype.drawElements = function (...args) { window.__draws = (window.__draws ?? 0) + 1; return draw.apply(this, args); };
  }
})()`;
const DRAWS = 'window.__draws ?? 0';

test('TINYforming Mars: the map is drawn when something changes, not on every frame', async ({ page }) => {
  await page.addInitScript(COUNT_DRAWS);
  host = await startHost();
  await startSmallGame(page, host.url, 'tiny', 'e2e-draws', ['human', 'bot']);
  await expect(page.getByTestId('tiny-canvas')).toHaveAttribute('data-ready', 'yes');
  const prompt = page.getByTestId('tiny-prompt');
  await expect(prompt).toBeVisible();
  await page.waitForTimeout(1500);
  const atRest = (await page.evaluate(DRAWS)) as number;
  expect(atRest).toBeGreaterThan(0);
  // A second at rest draws nothing: drawn every frame, the map kept software WebGL too busy to show a click.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(DRAWS)).toBe(atRest);
  // A move that changes what the map shows (the first cities' hexes glow) draws it again.
  await expect(async () => {
    await takeDeviceIfOffered(page);
    const before = (await page.evaluate(DRAWS)) as number;
    await prompt.locator('button:enabled:not([data-testid^="undo"]):not([data-testid="hint"])').last().click({ timeout: 2000 });
    await expect.poll(() => page.evaluate(DRAWS), { timeout: 3000 }).toBeGreaterThan(before);
  }).toPass({ timeout: 30_000 });
});

test('TINYforming Mars: no piece hides a hex number, and each board shows all its projects by scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  host = await startHost();
  await startSmallGame(page, host.url, 'tiny', 'e2e-numbers', ['human', 'bot']);
  const prompt = page.getByTestId('tiny-prompt');
  // Play on (first answers) into generation 2: both players' first cities stand on the map.
  await expect(async () => {
    await takeDeviceIfOffered(page);
    await prompt.locator('button:enabled:not([data-testid^="undo"]):not([data-testid="hint"])').first().click({ timeout: 1000 });
    await expect(page.getByTestId('tiny-top')).toContainText(/Generation [2-9]/, { timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await expect.poll(() => page.evaluate(() => window.__tharsisHiddenHexNumbers?.() ?? ['no hook'])).toEqual([]);
  // Both boards' heads are in view; a board whose projects do not fit says so and scrolls.
  for (const seat of [0, 1]) {
    await expect(page.getByTestId(`tiny-player-${seat}`)).toBeInViewport({ ratio: 1 });
    const cards = page.getByTestId(`tiny-cards-${seat}`);
    const hidden = await cards.evaluate((el) => el.scrollHeight > el.clientHeight + 2);
    await expect(page.getByTestId(`tiny-more-${seat}`)).toHaveCount(hidden ? 1 : 0);
    if (hidden) expect(await cards.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  }
  await page.screenshot({ path: '.tmp/tiny-numbers-1280.png' });
});

for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test(`TINYforming Mars layout at ${size.width}×${size.height}: nothing clipped unseen, no panel over another`, async ({ page }) => {
    await page.setViewportSize(size);
    host = await startHost();
    await startSmallGame(page, host.url, 'tiny', 'e2e-tiny-layout', ['human', 'bot']);
    await expect(page.getByTestId('tiny-prompt')).toBeVisible();
    expect(overlaps(await boxesOf(page, ['.tiny-top', '.tiny-player', '.tiny-prompt', '.tiny-log', '.small-game-menu']))).toEqual([]);
    expect(await overflowingText(page, '.tiny-overlay')).toEqual([]);
    // Every panel lies inside the window, and a box cut short of its content scrolls.
    const problems = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.tiny-overlay .panel, .tiny-cards, .tiny-log')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        const out: string[] = [];
        if (r.bottom > innerHeight + 1 || r.right > innerWidth + 1) out.push(`${el.className} outside the window`);
        const style = getComputedStyle(el);
        if (el.scrollHeight > el.clientHeight + 2 && !['auto', 'scroll'].includes(style.overflowY)) out.push(`${el.className} cut off`);
        return out;
      }),
    );
    expect(problems).toEqual([]);
    await page.screenshot({ path: `.tmp/tiny-layout-${size.width}.png` });
  });
}
