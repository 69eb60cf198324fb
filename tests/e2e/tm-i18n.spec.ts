// A Terraforming Mars generation read in German: the engine's log lines (phases, a standard project, a tile, the
// passes, production) come as words-as-data and are said in the player's language; then the same game in the
// 40 %-longer pseudo-language at 1280x800 shows no clipped log line.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { chooseAction, clickSpace, legalSpaces, passTurn, promptPanel, startBeginnerGame, waitForPrompt } from './support/ui';
import { withStoredSettings } from './support/storedSettings';

const host = freshHostPerTest(test);

/** Greenery for the first player, both pass: generation 1's action phase and production are in the log. */
async function playGenerationOne(page: Page): Promise<void> {
  await startBeginnerGame(page, host().url, 'e2e-i18n-1', []);
  await waitForPrompt(page, 'action');
  await chooseAction(page, 'standardProject', 'project-Greenery');
  await waitForPrompt(page, 'space');
  const spaces = await legalSpaces(page);
  await clickSpace(page, spaces[0]);
  await expect(promptPanel(page)).not.toHaveAttribute('data-prompt-kind', 'space');
  await waitForPrompt(page, 'action');
  await promptPanel(page).getByTestId('choice-endTurn').click();
  await waitForPrompt(page, 'action');
  await passTurn(page);
  await waitForPrompt(page, 'action');
  await passTurn(page);
  await expect(page.getByTestId('generation')).toContainText('2');
}

test('a TM generation’s log reads in German', async ({ page }) => {
  test.setTimeout(120_000);
  await withStoredSettings(page, { botSpeed: 'fast', language: 'de' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await playGenerationOne(page);
  const log = page.getByTestId('log');
  await expect(log).toContainText('Generation 1: Aktionsphase');
  await expect(log).toContainText(/(Ada|Boris) nutzt das Standardprojekt Grünfläche/);
  await expect(log).toContainText(/(Ada|Boris) legt eine Grünfläche auf /);
  await expect(log).toContainText(/(Ada|Boris) erhöht den Sauerstoff auf 1 % \(\+1 TW\)/);
  await expect(log).toContainText(/(Ada|Boris) passt/);
  await expect(log).toContainText('Generation 1: Produktion');
  await expect(log).toContainText(/(Ada|Boris) produziert \d+ M€/);
  // No English sentence and no raw key is left in the log.
  const text = await log.innerText();
  expect(text).not.toMatch(/\b(placed|passed|produced|used the|action phase)\b/);
  expect(text).not.toMatch(/\btm\.(log|amount|tile|space|standardProject)\./);
  await page.screenshot({ path: '.tmp/tm-i18n-de-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(log).toContainText('Generation 1: Produktion');
  await page.screenshot({ path: '.tmp/tm-i18n-de-1920.png' });
});

test('the TM log in the 40 %-longer pseudo-language wraps instead of clipping at 1280x800', async ({ page }) => {
  test.setTimeout(120_000);
  await withStoredSettings(page, { botSpeed: 'fast', language: 'en-XA' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await playGenerationOne(page);
  const lines = page.getByTestId('log').getByTestId('log-line');
  await expect(lines.first()).toContainText('⟦');
  // Every line's text fits its box: nothing runs out sideways.
  const overflowing = await lines.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
  expect(overflowing).toBe(0);
  await page.screenshot({ path: '.tmp/tm-i18n-pseudo-1280.png' });
});
