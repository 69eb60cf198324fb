// The language setting: picked on the start screen, it turns every screen at once, survives a reload, and the
// ☰ menu offers it in the game. The browser under test starts in English (the other specs click by English
// text). The pseudo-language (?lang=en-XA, every string 40 % longer) shows no clipped text at 1280x800.
// Screenshots go to .tmp/screens/i18n-*.png.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { textNotFitting } from './support/textFit';
import { waitForPrompt } from './support/ui';

const host = freshHostPerTest(test);

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screens/i18n-${name}.png` });

/** What a few controls read in each language: the catalogue's words, checked as a player sees them. */
const WORDS = {
  de: { newGame: 'Neue Partie', start: 'Partie starten', settings: 'Einstellungen', botSpeed: 'Bot-Tempo', back: 'Zurück', human: 'Mensch' },
  fr: { newGame: 'Nouvelle partie', start: 'Lancer la partie', settings: 'Réglages', botSpeed: 'Vitesse des bots', back: 'Retour', human: 'Humain' },
} as const;

async function bothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `${name}-1280`);
}

test('the browser under test starts in English', async ({ page }) => {
  await page.goto(host().url);
  expect(await page.evaluate(() => navigator.languages[0])).toMatch(/^en/);
  await expect(page.getByTestId('start-language')).toHaveValue('en');
  await expect(page.getByTestId('new-game')).toHaveText('New game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const language of ['de', 'fr'] as const) {
  test(`${language}: picked on the start screen, every screen speaks it, kept after a reload`, async ({ page }) => {
    const words = WORDS[language];
    await page.goto(host().url);
    await page.getByTestId('start-language').selectOption(language);
    await expect(page.getByTestId('new-game')).toHaveText(words.newGame);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await bothSizes(page, `${language}-home`);

    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('start-game')).toHaveText(words.start);
    await expect(page.getByTestId('back')).toHaveText(words.back);
    await expect(page.getByTestId('player-kind-0').locator('option[value="human"]')).toHaveText(words.human);
    await bothSizes(page, `${language}-setup-tm`);
    await page.getByTestId('game-tiny').click();
    await expect(page.getByTestId('start-game')).toHaveText(words.start);
    await bothSizes(page, `${language}-setup-tiny`);
    await page.getByTestId('game-tm').click();

    await page.getByTestId('player-beginner-0').check();
    await page.getByTestId('player-beginner-1').check();
    await page.getByTestId('secret-seed').uncheck();
    await page.getByTestId('seed').fill(`i18n-${language}`);
    await page.getByTestId('start-game').click();
    await waitForPrompt(page, 'action');

    await page.getByTestId('menu').click();
    await expect(page.getByTestId('settings').locator('legend')).toHaveText(words.settings);
    await expect(page.getByTestId('setting-language')).toHaveValue(language);
    await expect(page.getByTestId('settings')).toContainText(words.botSpeed);
    await bothSizes(page, `${language}-menu`);

    await page.reload();
    await waitForPrompt(page, 'action');
    await page.getByTestId('menu').click();
    await expect(page.getByTestId('settings').locator('legend')).toHaveText(words.settings);
    // Switching in the menu changes the open screen at once.
    await page.getByTestId('setting-language').selectOption('en');
    await expect(page.getByTestId('settings').locator('legend')).toHaveText('Settings');
  });
}

test('en-XA at 1280x800: the start, setup, saves and menu screens show no clipped text', async ({ page }) => {
  await page.goto(host().url.replace('/#', '/?lang=en-XA#'));
  await expect(page.getByTestId('new-game')).toHaveText(/^⟦New~+ game~+⟧$/);
  await expect(page.getByTestId('start-language')).toHaveValue('en-XA');
  const problems: string[] = [];
  const check = async (screen: string, scope: string) => {
    for (const problem of await textNotFitting(page, scope)) problems.push(`${screen}: ${problem}`);
  };
  await check('home', '.menu-card');
  await shot(page, 'xa-home-1280');
  await page.getByTestId('new-game').click();
  await check('setup tm', '.menu-card');
  await shot(page, 'xa-setup-tm-1280');
  for (const system of ['tiny', 'dice'] as const) {
    await page.getByTestId(`game-${system}`).click();
    await page.getByTestId('player-kind-0').selectOption('bot');
    await page.getByTestId('secret-seed').uncheck();
    await check(`setup ${system}`, '.menu-card');
    await shot(page, `xa-setup-${system}-1280`);
  }
  await page.getByTestId('back').click();
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('no-saves')).toBeVisible();
  await check('saves', '.menu-card');

  await page.getByTestId('back').click();
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-tm').click();
  await page.getByTestId('player-beginner-0').check();
  await page.getByTestId('player-beginner-1').check();
  await page.getByTestId('start-game').click();
  await waitForPrompt(page, 'action');
  await page.getByTestId('menu').click();
  await expect(page.getByTestId('settings')).toBeVisible();
  await check('menu', '[data-testid="settings"]');
  await shot(page, 'xa-menu-1280');
  expect(problems).toEqual([]);
});

/** Words the LAN, campaign and card-browser screens said in English before they spoke the player's language. */
const FORMERLY_ENGLISH = ['Join a game', 'Look for games', 'Host address', 'Connect', 'New campaign', 'Import campaign', 'No campaigns yet', 'Show archived', 'Campaign name', 'Add seat', 'Create', 'Cancel', 'Search by name', 'Any tag', 'Any type', 'Any set', ' of ', 'cards', 'Back'];

/** The English words of the list still on the page's visible text (as whole words). */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const inputs = await page.locator('input[placeholder]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).placeholder).join(' '));
  const options = await page.locator('option').evaluateAll((els) => els.map((el) => el.textContent).join(' '));
  const all = `${text} ${inputs} ${options}`;
  return FORMERLY_ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word.trim()}([^\\p{L}]|$)`, 'u').test(all));
}

for (const language of ['de', 'fr'] as const) {
  test(`${language}: the LAN, campaign and card-browser screens speak it`, async ({ page }) => {
    await page.goto(host().url.replace('/#', `/?lang=${language}#`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByTestId('join-lan').click();
    await expect(page.getByTestId('lan-discover')).toBeVisible();
    expect(await englishLeft(page), 'LAN').toEqual([]);
    await bothSizes(page, `${language}-lan`);
    await page.getByTestId('back').click();

    await page.getByTestId('campaigns').click();
    await page.getByTestId('new-campaign').click();
    await expect(page.getByTestId('campaign-create')).toBeVisible();
    expect(await englishLeft(page), 'campaigns').toEqual([]);
    await bothSizes(page, `${language}-campaigns`);
    await page.getByTestId('back').click();

    await page.getByTestId('card-browser').click();
    await expect(page.getByTestId('card-count')).toHaveText(language === 'de' ? /^\d+ von \d+ Karten$/ : /^\d+ sur \d+ cartes$/);
    expect(await englishLeft(page), 'card browser').toEqual([]);
    await bothSizes(page, `${language}-cards`);
  });
}

test('en-XA at 1280x800: the LAN, campaign and card-browser screens show no clipped text', async ({ page }) => {
  await page.goto(host().url.replace('/#', '/?lang=en-XA#'));
  await page.setViewportSize({ width: 1280, height: 800 });
  const problems: string[] = [];
  const check = async (screen: string, scope: string) => {
    for (const problem of await textNotFitting(page, scope)) problems.push(`${screen}: ${problem}`);
  };
  await page.getByTestId('join-lan').click();
  await expect(page.getByTestId('lan-discover')).toHaveText(/^⟦/);
  await check('lan', '.menu-card');
  await shot(page, 'xa-lan-1280');
  await page.getByTestId('back').click();
  await page.getByTestId('campaigns').click();
  await page.getByTestId('new-campaign').click();
  await check('campaigns', '.menu-card');
  await shot(page, 'xa-campaigns-1280');
  await page.getByTestId('back').click();
  await page.getByTestId('card-browser').click();
  await expect(page.getByTestId('card-count')).toHaveText(/^⟦/);
  await check('card browser', '.card-browser-bar');
  await shot(page, 'xa-cards-1280');
  expect(problems).toEqual([]);
});
