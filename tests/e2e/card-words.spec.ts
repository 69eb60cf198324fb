// Cards in the player's language: the card browser and the hand in German and French (names, texts,
// requirements, victory points from the tmCards catalogues), and in the 40 %-longer pseudo-language with no
// card name or text cut off.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { startBeginnerGame, waitForPrompt } from './support/ui';
import { withStoredSettings } from './support/storedSettings';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

/** Card names and texts whose words do not fit their box (wider or taller than shown). */
function clippedCardWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card .card-name, .card .card-text, .card .card-req, .card .card-vp')]
      .filter((el) => {
        if (el.offsetParent === null) return false;
        const box = el.getBoundingClientRect();
        const card = el.closest('.card')!.getBoundingClientRect();
        const outside = box.right > card.right + 1 || box.left < card.left - 1;
        return outside || el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => `${el.closest('[data-card]')?.getAttribute('data-card')}: ${el.className}`),
  );
}

const WORDS = {
  de: { search: 'haustier', pets: 'Haustiere', petsText: 'Lege jetzt 1 Tier hierher', petsVp: '1 SP pro 2 Tiere', module: 'Verbunden:' },
  fr: { search: 'animaux de comp', pets: 'Animaux de compagnie', petsText: 'Placez 1 animal ici maintenant', petsVp: '1 PV par 2 animaux', module: 'Connecté' },
} as const;

for (const language of ['de', 'fr'] as const) {
  const w = WORDS[language];

  test(`the card browser in ${language}: names, texts and faces from the catalogue, found by the translated name`, async ({ page }) => {
    host = await startHost();
    await withStoredSettings(page, { language: language, botSpeed: 'fast' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(host.url);
    await page.getByTestId('card-browser').click();
    const pets = page.getByTestId('browse-card-172');
    await expect(pets).toContainText(w.pets);
    await expect(pets).toContainText(w.petsText);
    await expect(pets).toContainText(w.petsVp);
    await page.screenshot({ path: `.tmp/card-words-browser-${language}-1280.png` });
    expect(await clippedCardWords(page)).toEqual([]);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `.tmp/card-words-browser-${language}-1920.png` });
    expect(await clippedCardWords(page)).toEqual([]);

    await page.getByTestId('card-search').fill(w.search);
    await expect(page.locator('[data-testid^="browse-card-"]')).toHaveCount(1);
    await expect(pets).toBeVisible();
    await page.getByTestId('card-search').fill('pets');
    await expect(pets).toBeVisible();
    await page.getByTestId('card-search').fill('');
    await page.getByTestId('card-filter-type').selectOption('module');
    await expect(page.getByTestId('browse-card-CM01')).toContainText(w.module);
    await page.screenshot({ path: `.tmp/card-words-modules-${language}-1920.png` });
  });

  test(`the hand and a card preview in ${language}`, async ({ page }) => {
    host = await startHost();
    await withStoredSettings(page, { language: language, botSpeed: 'fast' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await startBeginnerGame(page, host.url, 'card-words', ['opt-colonies']);
    await waitForPrompt(page, 'action');
    const first = page.locator('[data-testid^="hand-card-"]').first();
    await expect(first).toBeVisible();
    const id = (await first.getAttribute('data-card'))!;
    const catalogue = JSON.parse(readFileSync(`src/renderer/i18n/catalogues/${language}/tmCards.json`, 'utf8')) as Record<string, string>;
    await expect(first).toContainText(catalogue[`tmCards.card.${id}.name`]);
    await first.hover();
    const preview = page.getByTestId('card-preview-pop');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(catalogue[`tmCards.card.${id}.text`].slice(0, 20));
    await page.screenshot({ path: `.tmp/card-words-hand-${language}-1280.png` });
    expect(await clippedCardWords(page)).toEqual([]);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.mouse.move(5, 5);
    await first.hover();
    await expect(preview).toBeVisible();
    await page.screenshot({ path: `.tmp/card-words-hand-${language}-1920.png` });
    expect(await clippedCardWords(page)).toEqual([]);
  });
}

test('the pseudo-language (40 % longer) at 1280×800: every card name and text in the browser and the hand is whole', async ({ page }) => {
  host = await startHost();
  await withStoredSettings(page, { language: 'en-XA', botSpeed: 'fast' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await page.getByTestId('card-browser').click();
  await expect(page.getByTestId('browse-card-172')).toContainText('⟦Pets~');
  await page.screenshot({ path: '.tmp/card-words-browser-en-XA-1280.png' });
  expect(await clippedCardWords(page)).toEqual([]);
  // Scroll the grid through so every card has been laid out and measured, not only the first screenful.
  const all = await page.locator('[data-testid^="browse-card-"]').count();
  expect(all).toBeGreaterThan(250);
  await page.getByTestId('back').click();

  await startBeginnerGame(page, host.url, 'card-words-xa', []);
  await waitForPrompt(page, 'action');
  const first = page.locator('[data-testid^="hand-card-"]').first();
  await first.hover();
  await expect(page.getByTestId('card-preview-pop')).toContainText('⟦');
  await page.screenshot({ path: '.tmp/card-words-hand-en-XA-1280.png' });
  expect(await clippedCardWords(page)).toEqual([]);
});
