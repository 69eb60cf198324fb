// A whole session as a new user has it: start a 2-player hot-seat game (both on the Beginner Corporation), play turns by clicking (tiles go
// on the 3D board by clicking the board), stop the host, start it again and resume from the autosave.
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { chooseAction, clickSpace, legalSpaces, passTurn, pickCards, pictureShare, promptPanel, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

async function startTwoPlayerGame(page: Page): Promise<void> {
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('seat-row-1')).toBeVisible();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  // The Beginner Corporation (42 M€, ten free cards) keeps the test independent of which cards are dealt.
  await page.getByTestId('player-beginner-0').check();
  await page.getByTestId('player-beginner-1').check();
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('e2e-seed-7');
  await page.getByTestId('start-game').click();
}

/** A production value from a player board ("+2" reads as 2). */
async function production(page: Page, seat: number, resource: string): Promise<number> {
  return Number((await page.getByTestId(`prod-${seat}-${resource}`).innerText()).replace('+', ''));
}

/** Places a tile by clicking the board on the first space the prompt allows; returns that space. */
async function placeOnBoard(page: Page): Promise<string> {
  await waitForPrompt(page, 'space');
  const spaces = await legalSpaces(page);
  expect(spaces.length).toBeGreaterThan(0);
  await clickSpace(page, spaces[0]);
  await expect(promptPanel(page)).not.toHaveAttribute('data-prompt-kind', 'space');
  return spaces[0];
}

test('play a 2-player game by clicking, restart the host, resume from the save', async ({ page }) => {
  const savesDir = freshSavesDir();
  host = await startHost(savesDir);
  await page.goto(host.url);
  await startTwoPlayerGame(page);

  // The seed decides who starts; the other player goes second.
  await waitForPrompt(page, 'action');
  const startsFirst = (await page.getByTestId('prompt-title').innerText()).startsWith('Ada') ? 0 : 1;
  const [first, second] = startsFirst === 0 ? [{ seat: 0, name: 'Ada' }, { seat: 1, name: 'Boris' }] : [{ seat: 1, name: 'Boris' }, { seat: 0, name: 'Ada' }];

  // First player: the Greenery standard project, placed with a click on Mars, then a second action.
  const mcBefore = Number(await page.getByTestId(`stock-${first.seat}-megacredits`).innerText());
  // The space comes before the price: Esc at the space prompt takes the project back with nothing paid.
  await chooseAction(page, 'standardProject', 'project-Greenery');
  await waitForPrompt(page, 'space');
  await expect(promptPanel(page).getByTestId('cancel')).toBeVisible();
  await expect(page.getByTestId(`stock-${first.seat}-megacredits`)).toHaveText(String(mcBefore));
  await page.keyboard.press('Escape');
  await waitForPrompt(page, 'action', new RegExp(first.name));
  await expect(page.getByTestId(`stock-${first.seat}-megacredits`)).toHaveText(String(mcBefore));
  await expect(page.getByTestId('log')).not.toContainText(`${first.name} used the Greenery standard project`);
  await chooseAction(page, 'standardProject', 'project-Greenery');
  const greenerySpace = await placeOnBoard(page);
  await expect(page.getByTestId('log')).toContainText(`${first.name} placed a greenery`);
  await expect(page.getByTestId('param-oxygen')).toContainText('1%');
  await expect(page.getByTestId(`tr-${first.seat}`)).toHaveText('TR 21');
  await expect(page.getByTestId(`stock-${first.seat}-megacredits`)).toHaveText(String(mcBefore - 23));
  const energyBefore = await production(page, first.seat, 'energy');
  await chooseAction(page, 'standardProject', 'project-Power-Plant');
  await expect.poll(() => production(page, first.seat, 'energy')).toBe(energyBefore + 1);

  // Second player: a city on the board, then the turn ends after one action.
  await waitForPrompt(page, 'action', new RegExp(second.name));
  const incomeBefore = await production(page, second.seat, 'megacredits');
  await chooseAction(page, 'standardProject', 'project-City');
  const citySpace = await placeOnBoard(page);
  expect(citySpace).not.toBe(greenerySpace);
  await expect(page.getByTestId('log')).toContainText(`${second.name} placed a city`);
  await expect.poll(() => production(page, second.seat, 'megacredits')).toBe(incomeBefore + 1);
  await promptPanel(page).getByTestId('choice-endTurn').click();

  // Both pass: production runs and generation 2 starts with research.
  await waitForPrompt(page, 'action', new RegExp(first.name));
  await passTurn(page);
  await waitForPrompt(page, 'action', new RegExp(second.name));
  await passTurn(page);
  await expect(page.getByTestId('generation')).toContainText('2');
  for (const name of ['Ada', 'Boris']) {
    await waitForPrompt(page, 'cards', new RegExp(name));
    await pickCards(page, name === 'Ada' ? 1 : 0);
  }
  await waitForPrompt(page, 'action');
  const adaHand = await page.getByTestId('hand-count-0').innerText();
  const tr = await page.getByTestId(`tr-${first.seat}`).innerText();
  const secondMc = await page.getByTestId(`stock-${second.seat}-megacredits`).innerText();

  // The board is drawn: a screenshot of the canvas is far from one flat colour.
  const shot = await page.getByTestId('board-canvas').screenshot();
  expect(await pictureShare(page, shot)).toBeGreaterThan(0.2);

  // Quit: the host stops. Start it again on the same saves folder and resume.
  await host.stop();
  host = await startHost(savesDir);
  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  const row = page.getByTestId('save-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ada');
  await expect(row).toContainText('Boris');
  await row.getByTestId('resume').click();

  await expect(page.getByTestId('generation')).toContainText('2');
  await expect(page.getByTestId('hand-count-0')).toHaveText(adaHand);
  await expect(page.getByTestId(`tr-${first.seat}`)).toHaveText(tr);
  await expect(page.getByTestId(`stock-${second.seat}-megacredits`)).toHaveText(secondMc);
  await expect(page.getByTestId('log')).toContainText(`${second.name} placed a city`);
  await waitForPrompt(page, 'action');
  const resumedShot = await page.getByTestId('board-canvas').screenshot();
  expect(await pictureShare(page, resumedShot)).toBeGreaterThan(0.2);
});
