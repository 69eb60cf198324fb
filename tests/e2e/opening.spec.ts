// The opening (issue #14 item 7): each player sees the two corporations and the ten project cards
// together and chooses a corporation and the cards to keep in one step, priced with that corporation's M€.
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { promptPanel, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

/** Chooses the first corporation and the first `count` cards; returns the M€ the summary says are left. */
async function chooseOpening(page: Page, who: string, count: number, shots?: string): Promise<number> {
  await waitForPrompt(page, 'opening', new RegExp(`^${who}: choose your corporation`));
  const panel = promptPanel(page);
  const corporations = panel.locator('[data-testid^="opening-corp-"]');
  await expect(corporations).toHaveCount(2);
  await expect(panel.locator('[data-testid^="card-"]')).toHaveCount(10);
  await expect(panel.getByTestId('confirm')).toBeDisabled(); // no corporation yet
  const cards = panel.locator('[data-testid^="card-"]');
  for (let i = 0; i < count; i++) await cards.nth(i).click();
  await corporations.first().click();
  await expect(panel.getByTestId('confirm')).toBeEnabled();
  await expect(panel.getByTestId('cards-cost')).toHaveText(/^\d+ M€$/);
  const left = Number((await panel.getByTestId('opening-left').innerText()).replace(' M€', ''));
  if (shots) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `.tmp/${shots}-1280.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `.tmp/${shots}-1920.png` });
  }
  await panel.getByTestId('confirm').click();
  return left;
}

/** A two-player game without the Beginner Corporation: Ada, and Boris as a person or a bot. */
async function startGame(page: Page, seed: string, second: 'human' | 'bot'): Promise<void> {
  host = await startHost();
  await page.goto(host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  if (second === 'bot') await page.getByTestId('player-kind-1').selectOption('bot');
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
}

test('hot-seat: corporations and cards are chosen together, with the chosen corporation\'s M€', async ({ page }) => {
  await startGame(page, 'opening-1', 'human');

  const adaLeft = await chooseOpening(page, 'Ada', 3, 'opening');
  const borisLeft = await chooseOpening(page, 'Boris', 0);
  await waitForPrompt(page, 'action');
  // Each player starts with what the opening said would be left (before any first action).
  await expect(page.getByTestId('stock-0-megacredits')).toHaveText(String(adaLeft));
  await expect(page.getByTestId('stock-1-megacredits')).toHaveText(String(borisLeft));
});

test('a bot seat answers its opening by itself; its choice is revealed when Ada has chosen too (issue 27 item 13)', async ({ page }) => {
  await startGame(page, 'opening-2', 'bot');
  await waitForPrompt(page, 'opening', /^Ada: choose your corporation/);
  // The bot has chosen (only Ada is deciding), yet neither its board nor the log tells what.
  await expect(page.getByTestId('turn')).toHaveText('1 deciding');
  await expect(page.getByTestId('player-board-1')).toContainText('No corporation yet');
  await expect(page.getByTestId('hand-count-1')).toHaveText('Hand 0');
  await expect(page.getByTestId('log')).not.toContainText('Boris');
  await page.screenshot({ path: '.tmp/screens/opening-bot-hidden-1280.png' });
  await chooseOpening(page, 'Ada', 2);
  await waitForPrompt(page, 'action');
  await expect(page.getByTestId('player-board-1')).not.toContainText('No corporation yet');
  await expect(page.getByTestId('log')).toContainText('Boris leads');
});
