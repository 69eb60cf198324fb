// "What would the bot do?": asked with its key in a hot-seat game, the bot's suggestion and its chances of
// winning appear in the prompt panel, and the game does not change (M€, log, prompt as they were).
import { expect, test } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { promptPanel, startBeginnerGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('a hint shows the bot suggestion with chances of winning and leaves the game unchanged', async ({ page }) => {
  test.setTimeout(180_000);
  host = await startHost(freshSavesDir());
  await startBeginnerGame(page, host.url, 'e2e-hint-3', []);
  await waitForPrompt(page, 'action');
  const first = (await page.getByTestId('prompt-title').innerText()).startsWith('Ada') ? 0 : 1;
  const mc = page.getByTestId(`stock-${first}-megacredits`);
  const mcBefore = await mc.innerText();
  const logLines = page.getByTestId('log-line');
  const logBefore = await logLines.count();
  const titleBefore = await page.getByTestId('prompt-title').innerText();
  await expect(page.getByTestId('hint-tooltip')).toHaveAttribute('title', 'What would the bot do? (B)');

  await page.keyboard.press('b');
  await expect(page.getByTestId('hint')).toHaveText(/thinking/);
  // The window stays responsive while the host's worker thinks: the help opens and closes.
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByText('What would the bot do? (a hint)')).toBeVisible();
  await page.keyboard.press('Shift+Slash');
  const suggestion = promptPanel(page).getByTestId('hint-suggestion');
  await expect(suggestion).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('hint-move')).not.toHaveText('');
  await expect(page.getByTestId('hint-chances').locator('li').first()).toHaveText(/\d+ % to win/);
  await page.screenshot({ path: '.tmp/hint-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/hint-1920.png' });

  await expect(mc).toHaveText(mcBefore);
  await expect(logLines).toHaveCount(logBefore);
  await expect(page.getByTestId('prompt-title')).toHaveText(titleBefore);
  await waitForPrompt(page, 'action');
});
