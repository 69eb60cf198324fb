// TINYforming Mars in German and French (issue 29): a turn played in each language with the prompt, the
// buttons, the boards and the log in that language, screenshots at 1280x800 and 1920x1080; and the 40 %
// longer pseudo-language at 1280x800 with no text cut off in the TINY panels.
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { overflowingText } from './support/boardLayout';
import { startSmallGame, takeDeviceIfOffered } from './support/ui';
import { withStoredSettings } from './support/storedSettings';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const ANSWER = 'button:enabled:not([data-testid^="undo"]):not([data-testid="hint"])';

/** Answers the seat's prompts (first choice) until the log holds a line of the action phase. */
async function playATurn(page: Page, actionLine: RegExp): Promise<void> {
  const prompt = page.getByTestId('tiny-prompt');
  await expect(async () => {
    await takeDeviceIfOffered(page);
    await prompt.locator(ANSWER).first().click({ timeout: 1000 });
    await expect(page.getByTestId('tiny-log')).toContainText(actionLine, { timeout: 1000 });
  }).toPass({ timeout: 90_000 });
}

const CASES = [
  { language: 'de', title: /Welches Projekt zeigt zu dir|Setze deine erste Stadt/, line: /gründet eine Stadt auf Feld/, top: /Generation \d/, words: ['Vorrat:', 'Marker:'] },
  { language: 'fr', title: /Quel projet est tourné vers vous|Placez votre première ville/, line: /fonde une ville sur la case/, top: /Génération \d/, words: ['réserve :', 'jetons :'] },
] as const;

for (const c of CASES) {
  test(`TINYforming Mars is played in ${c.language}`, async ({ page }) => {
    await withStoredSettings(page, { language: c.language });
    await page.setViewportSize({ width: 1280, height: 800 });
    host = await startHost();
    await startSmallGame(page, host.url, 'tiny', `e2e-i18n-${c.language}`, ['human', 'bot']);
    await expect(page.getByTestId('tiny-prompt')).toBeVisible();
    await expect(page.locator('.tiny-prompt-title')).toHaveText(c.title);
    await playATurn(page, c.line);
    await expect(page.getByTestId('tiny-top')).toContainText(c.top);
    for (const word of c.words) await expect(page.locator('.tiny-overlay')).toContainText(word);
    // No English sentence of the old screen is left.
    await expect(page.locator('.tiny-overlay')).not.toContainText(/supply:|tokens:|Waiting for|Carry out a project|founds a city/);
    await page.screenshot({ path: `test-results/tiny-${c.language}-1280.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `test-results/tiny-${c.language}-1920.png` });
  });
}

test('TINYforming Mars in the 40 % longer pseudo-language cuts no text at 1280x800', async ({ page }) => {
  await withStoredSettings(page, { language: 'en-XA' });
  await page.setViewportSize({ width: 1280, height: 800 });
  host = await startHost();
  await startSmallGame(page, host.url, 'tiny', 'e2e-i18n-pseudo', ['human', 'bot']);
  await expect(page.locator('.tiny-prompt-title')).toContainText('⟦');
  await playATurn(page, /⟦.*~/);
  await page.screenshot({ path: 'test-results/tiny-en-XA-1280.png' });
  expect(await overflowingText(page, '.tiny-overlay')).toEqual([]);
});
