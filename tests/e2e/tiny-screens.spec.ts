// TINYforming Mars's screen (issue 27, items 21 and 22): the map draws only when something changes, so a
// click is answered at once; the opponent's projects are all reachable; the black city does not hide its hex
// number; heat is red on every part of the screen.
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
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
