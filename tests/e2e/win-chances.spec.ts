// The end screen of a finished Terraforming Mars game (two basic bots at full speed) shows the chart of
// each player's chance of winning after each generation once the host's worker has worked it out.
import { expect, test } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('a finished game charts each player’s chance of winning after each generation', async ({ page }) => {
  test.setTimeout(300_000);
  host = await startHost(freshSavesDir(), ['--bot-delay', '0']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  for (const seat of [0, 1]) {
    await page.getByTestId(`player-kind-${seat}`).selectOption('bot');
    await page.getByTestId(`player-level-${seat}`).selectOption('basic');
    await page.getByTestId(`player-beginner-${seat}`).check();
  }
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('e2e-win-chances');
  await page.getByTestId('start-game').click();

  // Bots at full speed: the game is over by the time its first view arrives.
  const scores = page.getByTestId('scores');
  await expect(scores).toBeVisible({ timeout: 60_000 });
  const chart = scores.getByTestId('win-chances');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-line-curve')).toHaveCount(2, { timeout: 240_000 });
  await expect(chart.locator('.recharts-legend-item')).toHaveCount(2);
  await expect(chart).toContainText('Ada');
  await expect(chart).toContainText('games played on by the bot');
  await page.screenshot({ path: '.tmp/screens/win-chances-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/win-chances-1920.png' });
});
