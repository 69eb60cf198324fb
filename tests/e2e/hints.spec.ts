// "What would the bot do?": asked in a game of each system, the suggestion appears in the prompt panel
// with why in a sentence, and then (as the host plays sampled games) each answer's chance with its 95 %
// range and whether the best two are told apart; the game does not change (M€, log, prompt as they were).
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { promptPanel, startBeginnerGame, startSmallGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('a hint shows the bot suggestion, its reason and its chances with their ranges, and leaves the game unchanged', async ({ page }) => {
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
  await expectSuggestionWithRangeAndReason(page, /to win/);
  await page.screenshot({ path: '.tmp/hint-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/hint-1920.png' });

  await expect(mc).toHaveText(mcBefore);
  await expect(logLines).toHaveCount(logBefore);
  await expect(page.getByTestId('prompt-title')).toHaveText(titleBefore);
  await waitForPrompt(page, 'action');
});

/** The suggestion, a reason sentence, and (once games are played) chances with their ranges. */
async function expectSuggestionWithRangeAndReason(page: Page, chanceOf: RegExp): Promise<void> {
  await expect(page.getByTestId('hint-move')).not.toHaveText('');
  await expect(page.getByTestId('hint-move')).not.toHaveText(/cannot show/);
  await expect(page.getByTestId('hint-reason')).toHaveText(/^It .+\.$/);
  await expect(page.getByTestId('hint-chance').first()).toHaveText(/^\d+\s?% \(\d+\s?%–\d+\s?%\)$/, { timeout: 120_000 });
  await expect(page.getByTestId('hint-choice').first()).toContainText(chanceOf);
  await expect(page.getByTestId('hint-verdict')).toHaveText(/sampled game|so far/);
}

test('TINYforming Mars: a hint names a suggestion with its reason and a chance with its range', async ({ page }) => {
  test.setTimeout(180_000);
  host = await startHost(freshSavesDir());
  await startSmallGame(page, host.url, 'tiny', 'e2e-hint-tiny');
  const hint = page.getByTestId('hint');
  await expect(page.getByTestId('hint-tooltip')).toHaveAttribute('title', 'What would the bot do? (B)');
  const logBefore = await page.getByTestId('tiny-log').innerText().catch(() => '');
  await hint.click();
  await expectSuggestionWithRangeAndReason(page, /to win/);
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/hint-tiny-${size.width}.png` });
  }
  expect(await page.getByTestId('tiny-log').innerText().catch(() => '')).toBe(logBefore);
});

test('Dice Game alone: a hint names a suggestion with its reason and a chance of finishing Mars with its range', async ({ page }) => {
  test.setTimeout(180_000);
  host = await startHost(freshSavesDir());
  await startSmallGame(page, host.url, 'dice', 'e2e-hint-dice', ['human']);
  const prompt = page.getByTestId('dice-prompt');
  await expect(prompt).toContainText('place the neutral city');
  const logBefore = await page.getByTestId('dice-log').innerText();
  await page.getByTestId('hint').click();
  await expectSuggestionWithRangeAndReason(page, /to finish Mars/);
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/hint-dice-${size.width}.png` });
  }
  expect(await page.getByTestId('dice-log').innerText()).toBe(logBefore);
  await expect(prompt).toContainText('place the neutral city');
});
