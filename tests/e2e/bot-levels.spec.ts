// The new-game screen names Terraforming Mars bot levels by how they play (issue 26), strongest real
// opponent Expert, Random last for testing; an Expert seat plays its moves in a game (thinking on the
// host's workers).
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { passTurn, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('bot levels are named by strength, and an Expert bot plays its turn', async ({ page }) => {
  test.setTimeout(240_000);
  host = await startHost();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  await page.getByTestId('player-kind-1').selectOption('bot');
  const level = page.getByTestId('player-level-1');
  await expect(level.locator('option')).toHaveText(['Beginner', 'Casual', 'Strong', 'Expert (slower)', 'Random (test)']);
  await level.selectOption('expert');
  await expect(level).toHaveValue('expert');
  await page.screenshot({ path: '.tmp/screens/bot-levels-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/bot-levels-1920.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('player-beginner-0').check();
  await page.getByTestId('player-beginner-1').check();
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('e2e-expert-level');
  await page.getByTestId('start-game').click();
  // Ada passes; Boris (Expert) then plays his generation's actions, worked out on the host's workers.
  await waitForPrompt(page, 'action', /^Ada/);
  const before = await page.getByTestId('log-line').filter({ hasText: 'Boris' }).count();
  await passTurn(page);
  await expect.poll(() => page.getByTestId('log-line').filter({ hasText: 'Boris' }).count(), { timeout: 180_000 }).toBeGreaterThan(before);
});
