// The Dice Game in German and French (issue 29): a turn played through the screens in each language, with
// screenshots at 1280x800 and 1920x1080, and the 40 %-longer pseudo-language at 1280x800 with no text cut off
// in the Dice panels.
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { overflowingText } from './support/boardLayout';
import { startSmallGame, takeDeviceIfOffered } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const prompt = (page: Page) => page.getByTestId('dice-prompt');

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => {
    localStorage.setItem('tharsis-settings', JSON.stringify({ state: { language: lang }, version: 1 }));
  }, language);
}

/** Clicks an answer of the given move type, until the prompt has moved on. */
async function answer(page: Page, move: string): Promise<void> {
  await takeDeviceIfOffered(page);
  await expect(prompt(page).locator(`[data-move="${move}"]`).first()).toBeVisible({ timeout: 30_000 });
  const before = await prompt(page).innerText();
  await expect(async () => {
    await takeDeviceIfOffered(page);
    if ((await prompt(page).innerText({ timeout: 1000 }).catch(() => '')) !== before) return;
    await prompt(page).locator(`[data-move="${move}"]`).first().click({ timeout: 2000 });
    await expect(prompt(page)).not.toHaveText(before, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Answers the setup (corporation, gift…) with the first answer until the turn choice is offered. */
async function toTurnChoice(page: Page): Promise<void> {
  await expect(async () => {
    await takeDeviceIfOffered(page);
    if (await prompt(page).locator('[data-move="actionTurn"]').first().isVisible()) return;
    await prompt(page).locator('button[data-move]').first().click({ timeout: 1000 });
    await expect(prompt(page).locator('[data-move="actionTurn"]').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

const CASES = [
  { language: 'de', turnTitle: 'Produktionszug oder Aktionszug?', support: 'Unterstützungsaktion', english: /Production turn|Support action|Your hand|Milestones/ },
  { language: 'fr', turnTitle: 'Tour de production ou tour d’action ?', support: 'Action de soutien', english: /Production turn|Support action|Your hand|Milestones/ },
];

for (const c of CASES) {
  test(`a Dice turn played in ${c.language}, looked at in 1280x800 and 1920x1080`, async ({ page }) => {
    test.setTimeout(180_000);
    host = await startHost();
    await inLanguage(page, c.language);
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSmallGame(page, host.url, 'dice', `i18n-${c.language}`, ['human', 'bot']);
    await toTurnChoice(page);
    await expect(prompt(page)).toContainText(c.turnTitle);
    await answer(page, 'actionTurn');
    await expect(prompt(page)).toHaveAttribute('data-step', 'support');
    await expect(prompt(page)).toContainText(c.support);
    await page.screenshot({ path: `test-results/dice-i18n-${c.language}-1280.png` });
    await answer(page, 'rollDie');
    // The log says the roll in the language; no panel shows the English words of the screens.
    await expect(page.getByTestId('dice-log')).toContainText(c.language === 'de' ? 'würfelt' : 'lance');
    const panels = await page.locator('[data-covers]').allInnerTexts();
    expect(panels.join('\n')).not.toMatch(c.english);
    expect(panels.join('\n')).not.toMatch(/\bdice\.[a-z]+\.[a-zA-Z0-9.]+/);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `test-results/dice-i18n-${c.language}-1920.png` });
  });
}

test('the 40 %-longer pseudo-language cuts no text in the Dice panels at 1280x800', async ({ page }) => {
  test.setTimeout(180_000);
  host = await startHost();
  await inLanguage(page, 'en-XA');
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSmallGame(page, host.url, 'dice', 'i18n-pseudo', ['human', 'bot']);
  await toTurnChoice(page);
  await answer(page, 'actionTurn');
  await expect(prompt(page)).toHaveAttribute('data-step', 'support');
  await expect(prompt(page)).toContainText('⟦');
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/dice-i18n-en-XA-1280.png' });
  expect(await overflowingText(page, '[data-covers]')).toEqual([]);
});
