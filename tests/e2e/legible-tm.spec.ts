// The Mars board with Colonies and Cornucopia reads at a glance: a moon opens its info panel with the
// whole trade track, and no panel hides a playable space or another panel.
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { chooseAction, startBeginnerGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('hovering a moon shows its info panel with the track values; a click keeps it open', async ({ page }) => {
  host = await startHost(freshSavesDir());
  await startBeginnerGame(page, host.url, 'e2e-moons', ['opt-colonies', 'opt-cornucopia']);
  await waitForPrompt(page, 'action');
  // An open moon: those show what a trade yields now under their track.
  const tradeLabel = page.locator('[data-testid^="moon-trade-"]').first();
  await expect(tradeLabel).toBeAttached();
  const name = ((await tradeLabel.getAttribute('data-testid')) ?? '').replace('moon-trade-', '');
  await page.waitForFunction((n) => window.__tharsisMoons?.isMoonClickable(n) === true, name);
  const point = await page.evaluate((n) => window.__tharsisMoons!.moonScreenPosition(n), name);
  await page.mouse.move(point!.x, point!.y);
  const info = page.getByTestId('moon-info');
  await expect(info).toBeVisible();
  await expect(info).toHaveAttribute('data-moon', name);
  // Seven steps, each with what a trade yields there; the marker's step is marked.
  await expect(info.locator('[data-testid^="moon-track-"]')).toHaveCount(7);
  await expect(info.getByTestId('moon-track-0')).not.toHaveText('');
  await expect(info.locator('td.marker')).toHaveCount(2);
  await expect(info.getByTestId('moon-colony-bonus')).toContainText('Colony bonus');
  await expect(info.getByTestId('moon-build-reward')).toContainText('Build');

  // Leaving the moon closes it; a click pins it until closed.
  await page.mouse.move(5, 400);
  await expect(info).toHaveCount(0);
  await page.mouse.click(point!.x, point!.y);
  await page.mouse.move(5, 400);
  await expect(info).toBeVisible();
  await info.getByTestId('moon-info-close').click();
  await expect(info).toHaveCount(0);
});

const drifting = (page: Page) => page.evaluate(() => window.__tharsisMoons!.drifting());
const moonAt = (page: Page, name: string) => page.evaluate((n) => window.__tharsisMoons!.moonScreenPosition(n), name);

test('the moons drift on their orbit, show their track values on the board, and stand still when asked to', async ({ page }) => {
  host = await startHost(freshSavesDir());
  await startBeginnerGame(page, host.url, 'e2e-orbit', ['opt-colonies']);
  await waitForPrompt(page, 'action');
  const strip = page.locator('[data-testid^="moon-trade-"]').first();
  await expect(strip).toBeAttached();
  const name = ((await strip.getAttribute('data-testid')) ?? '').replace('moon-trade-', '');

  // The strip under the moon shows the same seven values as its info panel, the marker's step marked.
  const cells = strip.locator(`[data-testid^="moon-strip-${name}-"]`);
  await expect(cells).toHaveCount(7);
  await expect(strip.locator('.at-marker')).toHaveCount(1);
  expect(await cells.first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(13);
  const values = await cells.allInnerTexts();

  // At rest the moons drift (the board asks for a few frames a second).
  expect(await drifting(page)).toBe(true);
  const start = await moonAt(page, name);
  await expect.poll(async () => JSON.stringify(await moonAt(page, name))).not.toBe(JSON.stringify(start));

  // Over a moon they stop, so it can be read and clicked; its panel repeats the strip's values.
  await page.waitForFunction((n) => window.__tharsisMoons?.isMoonClickable(n) === true, name);
  const point = (await moonAt(page, name))!;
  await page.mouse.move(point.x, point.y);
  const info = page.getByTestId('moon-info');
  await expect(info).toBeVisible();
  expect(await drifting(page)).toBe(false);
  for (let step = 0; step < 7; step++) await expect(info.getByTestId(`moon-track-${step}`)).toContainText(values[step]);
  await page.mouse.move(5, 400);
  await expect(info).toHaveCount(0);

  // A camera drag with the moons drifting: the full resolution comes back (the moons do not blur).
  const full = await page.evaluate(() => window.__tharsisBoard!.pixelRatio());
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let step = 0; step < 60; step++) await page.mouse.move(cx + 120 * Math.sin(step / 6), cy + 30 * Math.sin(step / 9));
  await page.mouse.up();
  await expect.poll(() => page.evaluate(() => window.__tharsisBoard!.pixelRatio()), { timeout: 5000 }).toBe(full);

  // A colony prompt stops them, so the glowing moons hold still under the mouse.
  await chooseAction(page, 'standardProject', 'project-Build-Colony');
  await waitForPrompt(page, 'colony');
  expect(await drifting(page)).toBe(false);

  // Reduced motion: they stand still and the board renders nothing at rest.
  await page.getByTestId('menu').click();
  await page.getByTestId('setting-reducedMotion').check();
  await page.getByTestId('menu').click();
  await expect.poll(() => drifting(page)).toBe(false);
  const frames = await page.evaluate(() => window.__tharsisBoard!.frames());
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => window.__tharsisBoard!.frames())).toBe(frames);
});
