// A Terraforming Mars generation read in German: the engine's log lines (phases, a standard project, a tile, the
// passes, production) come as words-as-data and are said in the player's language; then the same game in the
// 40 %-longer pseudo-language at 1280x800 shows no clipped log line. Prompts too: a German and a French turn
// show the action prompt's title, a food factory's options and a research payment in that language; the factory
// panel names the factories and their requirements, the hover chip a special tile and Noctis City's space.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { chooseAction, clickSpace, legalSpaces, passTurn, promptPanel, spaceOnScreen, startBeginnerGame, waitForPrompt } from './support/ui';
import { withStoredSettings } from './support/storedSettings';
import { textNotFitting } from './support/textFit';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { resumeSavedGame, saveHelionResearchGame, saveSpecialTileGame } from './support/tmSaves';

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

// ---------------------------------------------------------------- the TM screen's own words (area tmScreen, hint)

/** Words the TM screen wrote in English before it spoke the player's language: none may be left in German. */
const FORMER_ENGLISH = [
  /\bGen\s+\d/, /Action phase/, /\bOceans\b/, /\bTurn:/, /\bDeck\b/, /\bYou:/, /\bView\b/, /Your hand/, /Played cards/, /No corporation yet/,
  /\bLog\b/, /\bMilestones\b/, /\bAwards\b/, /\bProjects\b/, /Play a card/, /Standard project/, /Use a card action/, /End turn/,
  /What would the bot do/, /Highlighted cards/, /Also: 8 plants/, /Claim for/, /Fund for/, /Discard cards/, /on your turn/,
];
const HELP_ENGLISH = [/How to play/, /Rules in short/, /\bKeyboard\b/, /\bTags\b/, /\bResources\b/, /Raise the temperature/, /Close\b/, /Confirm \(play/];

/** The screen's own parts (the prompt's title and options are the engine's words, said by their own area). */
const SCREEN_PARTS = ['.topbar', '[data-testid=player-boards]', '[data-testid=hand]', '.panel.side', '[data-testid=prompt-panel] .choices', '[data-testid=hint-row]'];

async function screenText(page: Page): Promise<string> {
  const parts = await Promise.all(SCREEN_PARTS.map((scope) => page.locator(scope).allInnerTexts()));
  return parts.flat().join('\n');
}

async function startTmScreen(page: Page, language: string, seed: string): Promise<void> {
  await withStoredSettings(page, { botSpeed: 'fast', language });
  await page.setViewportSize({ width: 1280, height: 800 });
  await startBeginnerGame(page, host().url, seed, []);
  await waitForPrompt(page, 'action');
}

/** Every side tab in turn, the projects last (the screenshots show that one open), each with a screenshot. */
async function eachSideTab(page: Page, onTab: (tab: string) => Promise<void>): Promise<void> {
  for (const tab of ['log', 'milestones', 'awards', 'projects']) {
    await page.getByTestId(`tab-${tab}`).click();
    await onTab(tab);
  }
}

async function showHint(page: Page): Promise<void> {
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-move')).not.toHaveText('', { timeout: 60_000 });
}

async function openHelp(page: Page): Promise<void> {
  await page.getByTestId('menu').click();
  await page.getByTestId('open-help').click();
  await expect(page.getByTestId('help-panel')).toBeVisible();
}

for (const language of ['de', 'fr'] as const) {
  test(`the TM game screen's own words read in ${language === 'de' ? 'German' : 'French'} at 1280x800 and 1920x1080`, async ({ page }) => {
    test.setTimeout(180_000);
    await startTmScreen(page, language, `e2e-tmscreen-${language}`);
    const expected = language === 'de'
      ? { generation: 'Gen.', phase: 'Aktionsphase', tab: 'Meilensteine', choice: 'Karte ausspielen', hint: 'Was würde der Bot tun?', help: 'So wird gespielt' }
      : { generation: 'Gén.', phase: 'Phase d’actions', tab: 'Objectifs', choice: 'Jouer une carte', hint: 'Que ferait le bot', help: 'Comment jouer' };
    await expect(page.getByTestId('generation')).toContainText(expected.generation);
    await expect(page.getByTestId('phase')).toHaveText(expected.phase);
    await expect(page.getByTestId('tab-milestones')).toHaveText(expected.tab);
    await expect(page.getByTestId('prompt-panel').getByTestId('choice-playCard')).toContainText(expected.choice);
    await expect(page.getByTestId('hint')).toContainText(expected.hint);
    if (language === 'de') {
      await eachSideTab(page, async () => {
        const text = await screenText(page);
        for (const english of FORMER_ENGLISH) expect(text, `no English "${english.source}" left`).not.toMatch(english);
      });
      await expect(page.getByTestId('standard-projects')).toContainText('Karten für je 1 M€ abwerfen');
    }
    await showHint(page);
    const hintText = await page.getByTestId('hint-row').innerText();
    expect(hintText).not.toMatch(/The bot would|sampled game|to win|Standard project|so far/);
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await eachSideTab(page, async (tab) => {
        await page.screenshot({ path: `.tmp/screens/tmscreen-${language}-${tab}-${size.width}.png` });
      });
      await page.getByTestId('prompt-panel').getByTestId('choice-standardProject').click();
      await page.screenshot({ path: `.tmp/screens/tmscreen-${language}-prompt-projects-${size.width}.png` });
      await page.getByTestId('prompt-panel').getByTestId('choice-standardProject').click();
      await openHelp(page);
      const help = await page.getByTestId('help-panel').innerText();
      expect(help).toContain(expected.help);
      if (language === 'de') for (const english of HELP_ENGLISH) expect(help, `no English "${english.source}" in the help`).not.toMatch(english);
      await page.screenshot({ path: `.tmp/screens/tmscreen-${language}-help-${size.width}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('help-panel')).toBeHidden();
    }
  });
}

test('the TM game screen in the 40 %-longer pseudo-language cuts no text at 1280x800 (hand, projects, side tabs, help)', async ({ page }) => {
  test.setTimeout(180_000);
  await startTmScreen(page, 'en-XA', 'e2e-tmscreen-xa');
  await expect(page.getByTestId('phase')).toContainText('⟦');
  const problems: string[] = [];
  const check = async (where: string, scopes: string[]) => {
    for (const scope of scopes) for (const problem of await textNotFitting(page, scope)) problems.push(`${where} ${scope}: ${problem}`);
  };
  await eachSideTab(page, async (tab) => {
    await check(`tab ${tab}`, ['.panel.side']);
    await page.screenshot({ path: `.tmp/screens/tmscreen-xa-${tab}-1280.png` });
  });
  // The hand's cards scroll sideways by design (paged): its heading is checked here, the card faces by card-words.spec.
  await check('screen', ['.topbar', '[data-testid=player-boards]', '.hand-head', '[data-testid=prompt-panel]']);
  await page.getByTestId('prompt-panel').getByTestId('choice-standardProject').click();
  await check('prompt projects', ['[data-testid=prompt-panel]']);
  await page.screenshot({ path: '.tmp/screens/tmscreen-xa-prompt-projects-1280.png' });
  await page.getByTestId('prompt-panel').getByTestId('choice-standardProject').click();
  await showHint(page);
  await check('hint', ['[data-testid=hint-row]']);
  await page.screenshot({ path: '.tmp/screens/tmscreen-xa-hint-1280.png' });
  await openHelp(page);
  await check('help', ['[data-testid=help-panel]']);
  await page.screenshot({ path: '.tmp/screens/tmscreen-xa-help-1280.png' });
  expect(problems).toEqual([]);
});

/** The prompt's words in each language: the turn, a food factory's options, a research payment's title. */
const PROMPT_WORDS = {
  de: {
    yourTurn: /^Ada: Du bist am Zug – wähle eine Aktion$/,
    placeCity: 'Platziere eine Stadt',
    buildHydroponicum: 'Ein Hydroponicum bauen',
    hydroponicumNeeds: 'Du besitzt ein Stadtfeld.',
    factoryHint: /^Hydroponicum: eine Modulaktion/,
    chooseFactory: 'Ada: Wähle deine Nahrungsfabrik',
    research: /^(Ada|Boris): Forschung – kaufe Karten für je 3 M€$/,
    payForCard: 'Ada: Zahle 3 M€ für 1 Karte',
  },
  fr: {
    yourTurn: /^Ada\s: à vous de jouer — choisissez une action$/,
    placeCity: 'Placez une ville',
    buildHydroponicum: 'Construire un Hydroponicum',
    hydroponicumNeeds: 'Vous possédez une tuile ville.',
    factoryHint: /^Hydroponicum\s: une action de module/,
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

    // The factory panel names the factory built and what each type takes, in the player's language.
    await page.setViewportSize({ width: 1280, height: 800 });
    await promptPanel(page).getByTestId('option-0').click();
    await waitForPrompt(page, 'action', /^Boris/);
    await page.getByTestId('tab-factories').click();
    const factory = page.getByTestId('factory-0-cell-4');
    await expect(factory).toContainText('Hydroponicum');
    await expect(factory).toHaveAttribute('title', words.factoryHint);
    const panel = page.getByTestId('factories-panel');
    await panel.locator('details > summary').click();
    const needs = page.getByTestId('factory-requirement-hydroponicum');
    await expect(needs).toHaveText(words.hydroponicumNeeds);
    await expect(page.getByTestId('factory-type-maritorem')).toContainText('Maritorem');
    const text = await panel.innerText();
    expect(text).not.toMatch(/You own|An ocean without|tmCards\./);
    await needs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/tm-factory-${language}-1280.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await needs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/tm-factory-${language}-1920.png` });
  });
}

test.describe('special tiles on Mars', () => {
  let saved: RunningHost | null = null;
  test.afterEach(async () => {
    await saved?.stop();
    saved = null;
  });

  /** The hover chip over a space, in German: the special tile by its card's name, Noctis City's space by its card. */
  const CHIP = {
    de: { nuclearZone: /^Landfeld · Bonus: 2 Stahl · Atomzone$/, moholeArea: /^Ozeanfeld · Bonus: .+ · Mohole-Gebiet$/, noctis: /^Noctis-Stadt · Landfeld · Bonus: 2 Pflanzen$/ },
    fr: { nuclearZone: /^Case terrestre · bonus\s: 2 aciers · Zone nucléaire$/, moholeArea: /^Case océan · bonus\s: .+ · Zone du Mohole$/, noctis: /^Cité de Noctis · case terrestre · bonus\s: 2 plantes$/ },
  } as const;

  for (const language of ['de', 'fr'] as const) {
    test(`the hover chip names a special tile in ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      const savesDir = freshSavesDir();
      const spaces = saveSpecialTileGame(savesDir);
      saved = await startHost(savesDir);
      await withStoredSettings(page, { botSpeed: 'fast', language });
      await page.setViewportSize({ width: 1280, height: 800 });
      await resumeSavedGame(page, saved.url);
      await waitForPrompt(page, 'action', /^Ada/);
      const chip = page.getByTestId('hover-info');
      for (const [space, expected] of [[spaces.nuclearZone, CHIP[language].nuclearZone], [spaces.moholeArea, CHIP[language].moholeArea], ['r4c2', CHIP[language].noctis]] as const) {
        const { x, y } = await spaceOnScreen(page, space);
        await page.mouse.move(x, y);
        await expect(chip).toHaveText(expected);
      }
      const { x, y } = await spaceOnScreen(page, spaces.nuclearZone);
      await page.mouse.move(x, y);
      await expect(page.getByTestId('hover-tile')).toContainText(language === 'de' ? 'Atomzone' : 'Zone nucléaire');
      expect(await chip.innerText()).not.toMatch(/Nuclear Zone|special tile|Land\b|bonus:|tm(Cards|Screen)\./);
      await page.screenshot({ path: `.tmp/tm-hover-special-${language}-1280.png` });
      await page.setViewportSize({ width: 1920, height: 1080 });
      const wide = await spaceOnScreen(page, spaces.nuclearZone);
      await page.mouse.move(wide.x, wide.y);
      await expect(chip).toHaveText(CHIP[language].nuclearZone);
      await page.screenshot({ path: `.tmp/tm-hover-special-${language}-1920.png` });
    });
  }
});

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
