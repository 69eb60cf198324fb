// A Terraforming Mars generation read in German: the engine's log lines (phases, a standard project, a tile, the
// passes, production) come as words-as-data and are said in the player's language; then the same game in the
// 40 %-longer pseudo-language at 1280x800 shows no clipped log line. Prompts too: a German and a French turn
// show the action prompt's title, a food factory's options and a research payment in that language.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { chooseAction, clickSpace, legalSpaces, passTurn, promptPanel, startBeginnerGame, waitForPrompt } from './support/ui';
import { withStoredSettings } from './support/storedSettings';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { resumeSavedGame, saveHelionResearchGame } from './support/tmSaves';

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

/** The prompt's words in each language: the turn, a food factory's options, a research payment's title. */
const PROMPT_WORDS = {
  de: {
    yourTurn: /^Ada: Du bist am Zug – wähle eine Aktion$/,
    placeCity: 'Platziere eine Stadt',
    buildHydroponicum: 'Ein Hydroponicum bauen',
    chooseFactory: 'Ada: Wähle deine Nahrungsfabrik',
    research: /^(Ada|Boris): Forschung – kaufe Karten für je 3 M€$/,
    payForCard: 'Ada: Zahle 3 M€ für 1 Karte',
  },
  fr: {
    yourTurn: /^Ada\s: à vous de jouer — choisissez une action$/,
    placeCity: 'Placez une ville',
    buildHydroponicum: 'Construire un Hydroponicum',
    chooseFactory: 'Ada\\s: choisissez votre usine alimentaire',
    research: /^(Ada|Boris)\s: recherche — achetez des cartes à 3 M€ chacune$/,
    payForCard: 'Ada\\s: payez 3 M€ pour 1 carte',
  },
} as const;

for (const language of ['de', 'fr'] as const) {
  test(`a TM turn’s prompts read in ${language}: the action title, a tile to place, the food factory options`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = PROMPT_WORDS[language];
    await withStoredSettings(page, { botSpeed: 'fast', language });
    await page.setViewportSize({ width: 1280, height: 800 });
    // This seed opens with Ada first (see cornucopia.spec.ts): a city, then a food factory.
    await startBeginnerGame(page, host().url, 'e2e-cornucopia-16', ['opt-cornucopia']);
    await waitForPrompt(page, 'action', words.yourTurn);
    await page.screenshot({ path: `.tmp/tm-prompt-${language}-action-1280.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `.tmp/tm-prompt-${language}-action-1920.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseAction(page, 'standardProject', 'project-City');
    await waitForPrompt(page, 'space', new RegExp(`^${words.placeCity}$`));
    await clickSpace(page, (await legalSpaces(page))[0]);
    await chooseAction(page, 'standardProject', 'project-Food-Factory');
    await waitForPrompt(page, 'option', new RegExp(`^${words.chooseFactory}$`));
    await expect(promptPanel(page).getByTestId('option-0')).toHaveText(words.buildHydroponicum);
    await page.screenshot({ path: `.tmp/tm-prompt-${language}-option-1280.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `.tmp/tm-prompt-${language}-option-1920.png` });
    // No raw key in the panel.
    expect(await promptPanel(page).innerText()).not.toMatch(/\btmPrompt\./);
  });
}

test.describe('a research payment', () => {
  let saved: RunningHost | null = null;
  test.afterEach(async () => {
    await saved?.stop();
    saved = null;
  });

  for (const language of ['de', 'fr'] as const) {
    test(`Helion paying for a research card reads in ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      const words = PROMPT_WORDS[language];
      const savesDir = freshSavesDir();
      saveHelionResearchGame(savesDir);
      saved = await startHost(savesDir);
      await withStoredSettings(page, { botSpeed: 'fast', language });
      await page.setViewportSize({ width: 1280, height: 800 });
      await resumeSavedGame(page, saved.url);
      // Both research at once; whoever holds the device first, Boris buys nothing and Ada buys one card.
      for (let step = 0; step < 2; step++) {
        await waitForPrompt(page, 'cards', words.research);
        const title = await page.getByTestId('prompt-title').innerText();
        if (title.startsWith('Ada')) break;
        await promptPanel(page).getByTestId('confirm').click();
      }
      await waitForPrompt(page, 'cards', new RegExp(`^Ada`));
      await promptPanel(page).locator('[data-testid^="card-"]').first().click();
      await promptPanel(page).getByTestId('confirm').click();
      await waitForPrompt(page, 'payment', new RegExp(`^${words.payForCard}$`));
      await page.screenshot({ path: `.tmp/tm-prompt-${language}-payment-1280.png` });
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.screenshot({ path: `.tmp/tm-prompt-${language}-payment-1920.png` });
    });
  }
});
