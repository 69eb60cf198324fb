// Undo in the game screen: a standard project taken back with Ctrl+Z leaves the M€ and the board as they
// were; once cards have been dealt, the Undo button is disabled and its tooltip says why.
import { expect, test } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { chooseAction, clickSpace, legalSpaces, passTurn, promptPanel, startBeginnerGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('Ctrl+Z takes back a standard project exactly; after cards are drawn Undo is disabled with its reason', async ({ page }) => {
  host = await startHost(freshSavesDir());
  await startBeginnerGame(page, host.url, 'e2e-seed-7', []);
  await waitForPrompt(page, 'action');
  const first = (await page.getByTestId('prompt-title').innerText()).startsWith('Ada') ? 0 : 1;
  const mc = page.getByTestId(`stock-${first}-megacredits`);
  const mcBefore = await mc.innerText();
  const undo = page.getByTestId('undo');
  // Nothing to take back yet: the deal at the start revealed the hands.
  await expect(undo).toBeDisabled();

  await chooseAction(page, 'standardProject', 'project-Greenery');
  await waitForPrompt(page, 'space');
  const spacesBefore = await legalSpaces(page);
  await clickSpace(page, spacesBefore[0]);
  await expect(page.getByTestId('param-oxygen')).toContainText('1%');
  await expect(page.getByTestId('log')).toContainText('placed a greenery');
  await expect(undo).toBeEnabled();
  await page.screenshot({ path: '.tmp/undo-1280.png' });

  // Two moves: the placement (which paid the 23 M€), then the choice of the project.
  await page.keyboard.press('Control+z');
  await waitForPrompt(page, 'space');
  await expect.poll(() => legalSpaces(page)).toEqual(spacesBefore);
  await page.keyboard.press('Control+z');
  await waitForPrompt(page, 'action');
  await expect(mc).toHaveText(mcBefore);
  await expect(page.getByTestId('param-oxygen')).toContainText('0%');
  await expect(page.getByTestId('log')).not.toContainText('placed a greenery');
  await expect(page.getByTestId('undo-note')).toHaveText(/took back a move/);
  // Each undo is a line of the log, where it happened (the game's own lines are as before).
  const undoLines = page.getByTestId('log').getByTestId('log-undo');
  await expect(undoLines).toHaveCount(2);
  await expect(undoLines.last()).toHaveText(/took back a move/);
  await page.getByTestId('log').screenshot({ path: '.tmp/undo-log-1280.png' });

  // Both pass: generation 2 deals research cards, which nobody may take back.
  await expect(page.getByTestId(`your-turn-${first}`)).toBeVisible();
  await passTurn(page);
  await waitForPrompt(page, 'action', new RegExp(first === 0 ? 'Boris' : 'Ada'));
  // A notice lasts until the next move (issue 27 item 3): the note beside Undo is gone, the log keeps the undos.
  await expect(page.getByTestId('undo-note')).toHaveCount(0);
  await expect(undoLines).toHaveCount(2);
  // Your own board says it is your turn; the other's, which waits for nobody now, says it passed.
  await expect(page.getByTestId(`passed-${first}`)).toBeVisible();
  await expect(page.getByTestId(`your-turn-${1 - first}`)).toBeVisible();
  await expect(page.locator('[data-testid^="deciding-"]')).toHaveCount(0);
  await passTurn(page);
  await waitForPrompt(page, 'cards');
  await expect(undo).toBeDisabled();
  await expect(page.getByTestId('undo-tooltip')).toHaveAttribute('title', 'Undo is not possible: a card was drawn or revealed');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/undo-1920.png' });
});

test("Cancel at a card's space prompt takes the card back into the hand with its M€", async ({ page }) => {
  host = await startHost(freshSavesDir());
  // This deal gives a player Natural Preserve (9 M€, then a space to choose), playable at once.
  await startBeginnerGame(page, host.url, 'e2e-hint-3', []);
  await waitForPrompt(page, 'action');
  const preserve = promptPanel(page).getByTestId('play-card-044');
  await promptPanel(page).getByTestId('choice-playCard').click();
  if ((await preserve.count()) === 0) {
    // Not the first player's card: the first player passes and the other one has it.
    await passTurn(page);
    await waitForPrompt(page, 'action');
    await promptPanel(page).getByTestId('choice-playCard').click();
  }
  const seat = (await page.getByTestId('prompt-title').innerText()).startsWith('Ada') ? 0 : 1;
  const mc = page.getByTestId(`stock-${seat}-megacredits`);
  const mcBefore = await mc.innerText();
  await preserve.click();
  await promptPanel(page).getByTestId('confirm').click();
  await waitForPrompt(page, 'space');
  // Paid already (the card's price goes with the play), so Cancel rolls the play back.
  await expect(mc).not.toHaveText(mcBefore);
  const cancel = promptPanel(page).getByTestId('cancel');
  await expect(cancel).toBeVisible();
  await expect(cancel).toHaveAttribute('title', /Take back the step/);
  await page.keyboard.press('Escape');
  await waitForPrompt(page, 'action');
  await expect(mc).toHaveText(mcBefore);
  await expect(page.getByTestId('log')).not.toContainText('played Natural Preserve');
  await promptPanel(page).getByTestId('choice-playCard').click();
  await expect(preserve).toBeVisible();
});
