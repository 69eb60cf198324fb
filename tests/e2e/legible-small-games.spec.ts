// The compact games' screens read clearly: the Dice Game asks before giving up every production die,
// and the TINYforming Mars score window steps aside so the finished board can be looked at.
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { startSmallGame, takeDeviceIfOffered } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('Dice Game: keeping no dice shows what it costs and asks before sending', async ({ page }) => {
  host = await startHost();
  await startSmallGame(page, host.url, 'dice', 'e2e-keep');
  const prompt = page.getByTestId('dice-prompt');
  // Both players take production turns (keeping their hands) until one holds more dice than it may keep.
  await expect(async () => {
    await takeDeviceIfOffered(page);
    if (await page.getByTestId('keep-confirm').isVisible()) return;
    const production = prompt.locator('[data-move="productionTurn"]');
    const discard = page.getByTestId('discard-confirm');
    if (await production.isVisible()) await production.click({ timeout: 1000 });
    else if (await discard.isVisible()) await discard.click({ timeout: 1000 });
    else await prompt.locator('button[data-move]').first().click({ timeout: 1000 });
    await expect(page.getByTestId('keep-confirm')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });

  const log = (await page.getByTestId('dice-log').textContent()) ?? '';
  const dice = await prompt.locator('[data-testid^="keep-die-"]').count();
  await expect(page.getByTestId('keep-consequence')).toContainText(`${dice} dice go back to the pool`);
  await expect(page.getByTestId('keep-confirm')).toHaveText(/Keep no dice/);
  await page.getByTestId('keep-confirm').click();
  // Nothing is sent yet: the panel spells out the loss and offers a way back.
  await expect(page.getByTestId('keep-none-confirm')).toContainText(`All ${dice} production dice go back to the pool`);
  await expect(page.getByTestId('dice-log')).toHaveText(log);
  await page.getByTestId('keep-none-back').click();
  await expect(page.getByTestId('keep-none-confirm')).toHaveCount(0);

  // Choosing one die changes the button to say what is kept and what returns.
  await page.getByTestId('keep-die-0').click();
  await expect(page.getByTestId('keep-confirm')).toHaveText(`Keep 1, return ${dice - 1}`);
  await page.getByTestId('keep-die-0').click();
  await page.getByTestId('keep-confirm').click();
  await page.getByTestId('keep-none-yes').click();
  await expect(page.getByTestId('keep-confirm')).toHaveCount(0);
  await expect(page.getByTestId('dice-log')).not.toHaveText(log);
});

test('TINYforming Mars: the final score window can be closed to look at the board, and opened again', async ({ page }) => {
  host = await startHost();
  await startSmallGame(page, host.url, 'tiny', 'e2e-scores', ['bot', 'bot']);
  const scores = page.getByTestId('tiny-scores');
  await expect(scores).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('tiny-score-0')).toBeVisible();
  await page.getByTestId('tiny-scores-close').click();
  await expect(scores).toHaveCount(0);
  // The board is there to look at: every hex is on screen and reachable by the mouse.
  const spaces = await page.evaluate(() => window.__tharsisSpaces?.() ?? []);
  expect(spaces).toHaveLength(19);
  expect(spaces.every((s) => s !== null && s.clickable)).toBe(true);
  await page.getByTestId('tiny-show-scores').click();
  await expect(scores).toBeVisible();
});

test('TINYforming Mars and the Dice Game open the shared settings (bot speed) from their menu', async ({ page }) => {
  host = await startHost();
  for (const [system, size] of [['tiny', { width: 1280, height: 800 }], ['dice', { width: 1920, height: 1080 }]] as const) {
    await page.setViewportSize(size);
    await startSmallGame(page, host.url, system, `e2e-settings-${system}`);
    await takeDeviceIfOffered(page);
    const toggle = page.getByTestId('small-game-settings-toggle');
    await toggle.click();
    const settings = page.getByTestId('small-game-settings');
    await expect(settings).toBeVisible();
    await settings.getByTestId('setting-botSpeed').selectOption('slow');
    await expect(settings.getByTestId('setting-botSpeed')).toHaveValue('slow');
    // The panel sits inside the window, above the menu row.
    const box = (await settings.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual((await page.getByTestId('small-game-settings-toggle').boundingBox())!.y);
    await page.screenshot({ path: `.tmp/small-settings-${system}-${size.width}.png` });
    await toggle.click();
    await expect(settings).toHaveCount(0);
    await page.getByTestId('leave-game').click();
  }
});
