// The game screen as a player meets it: toasts that go away, a board that is sharp when still and framed after a
// resize, and the payment editor. Screenshots at 1280x800 and 1920x1080 go to .tmp/screens/ for a human look.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { startBeginnerGame, waitForPrompt } from './support/ui';

const host = freshHostPerTest(test);

const boardApi = (page: Page) => page.waitForFunction(() => !!window.__tharsisBoard);
const pixelRatio = (page: Page) => page.evaluate(() => window.__tharsisBoard!.pixelRatio());

async function openGame(page: Page): Promise<void> {
  await startBeginnerGame(page, host().url, 'screen-1', []);
  await boardApi(page);
  await waitForPrompt(page, 'action');
}

test('an error toast goes away by itself, and a change of screen clears the rest', async ({ page }) => {
  await page.goto(host().url);
  await page.getByTestId('join-lan').click();
  const toasts = page.locator('[data-sonner-toast]');
  await page.getByTestId('lan-address').fill('not an address!');
  await page.getByTestId('lan-connect').click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('is not an address');
  await expect(toasts).toHaveCount(0); // expires without a click
  // Many errors in a row: no more than two at once, and leaving the screen clears them.
  for (let i = 0; i < 4; i++) await page.getByTestId('lan-connect').click();
  await expect(toasts.first()).toBeVisible();
  await expect.poll(() => page.locator('[data-sonner-toast][data-visible="true"]').count()).toBeLessThanOrEqual(2);
  await page.getByTestId('back').click();
  await expect(toasts).toHaveCount(0);
});

test('after a camera drag and a short rest the board is back at full resolution', async ({ page }) => {
  await openGame(page);
  const full = await pixelRatio(page);
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const framesBefore = await page.evaluate(() => window.__tharsisBoard!.frames());
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let step = 0; step < 120; step++) await page.mouse.move(cx + 150 * Math.sin(step / 6), cy + 30 * Math.sin(step / 9));
  await page.mouse.up();
  // The drag really turned the camera (the board rendered while it moved).
  expect(await page.evaluate(() => window.__tharsisBoard!.frames())).toBeGreaterThan(framesBefore + 5);
  await expect.poll(() => pixelRatio(page), { timeout: 3000 }).toBe(full);
});

test('resizing the window re-frames Mars in the free area between the panels', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openGame(page);
  await page.screenshot({ path: '.tmp/screens/game-1920.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const region = (await page.locator('[data-board-region]').boundingBox())!;
  await expect
    .poll(async () => {
      const centre = await page.evaluate(() => window.__tharsisBoard!.spaceScreenPosition('r4c4'));
      if (!centre) return Infinity;
      return Math.hypot(centre.x - (region.x + region.width / 2), centre.y - (region.y + region.height / 2));
    })
    .toBeLessThan(region.height * 0.1);
  await page.screenshot({ path: '.tmp/screens/game-1280.png' });
});

test('hovering a hand card or a card named in the log shows the whole card; a click on a log name pins it', async ({ page }) => {
  await openGame(page);
  const hand = page.locator('[data-testid^="hand-card-"]').first();
  await hand.hover();
  const preview = page.getByTestId('card-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('data-card', (await hand.getAttribute('data-card'))!);
  await expect(preview.locator('.card-text')).not.toBeEmpty();
  await page.screenshot({ path: '.tmp/screens/preview-hand-1280.png' });
  await page.mouse.move(5, 400);
  await expect(preview).toHaveCount(0);

  // Play the cheapest playable card so the log names a card.
  await page.locator('[data-testid^="hand-play-"]').first().click();
  await page.getByTestId('payment-editor').getByTestId('confirm').click();
  const logCard = page.getByTestId('log-card').last();
  await expect(logCard).toBeVisible();
  await logCard.hover();
  await expect(preview).toBeVisible();
  await logCard.click();
  await page.mouse.move(5, 400);
  await expect(preview).toBeVisible(); // pinned
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
});

test('Pass asks first: declining keeps the turn; "don\'t ask again" is a setting kept after a reload', async ({ page }) => {
  await openGame(page);
  const panel = page.getByTestId('prompt-panel');
  const title = await page.getByTestId('prompt-title').innerText();
  await panel.getByTestId('choice-pass').click();
  await expect(panel.getByTestId('pass-confirmation')).toBeVisible();
  await panel.getByTestId('pass-cancel').click();
  await expect(panel.getByTestId('pass-confirmation')).toHaveCount(0);
  await expect(page.getByTestId('prompt-title')).toHaveText(title); // still this player's turn

  await panel.getByTestId('choice-pass').click();
  await panel.getByTestId('pass-dont-ask').check();
  await panel.getByTestId('pass-confirm').click();
  // Hot seat: the hand-over screen hides the table but leaves the header's ☰ menu usable.
  await expect(page.getByTestId('pass-device')).toBeVisible();
  await page.getByTestId('menu').click();
  await expect(page.getByTestId('settings')).toBeVisible();
  await page.getByTestId('menu').click();
  const passer = title.split(':')[0];
  await waitForPrompt(page, 'action', new RegExp(`^(?!${passer})`)); // the other player's turn now

  await page.reload();
  await waitForPrompt(page, 'action');
  await page.getByTestId('menu').click();
  await expect(page.getByTestId('setting-confirmPass')).not.toBeChecked();
  await page.screenshot({ path: '.tmp/screens/menu-settings-1280.png' });
  await page.getByTestId('setting-confirmPass').check();
});

test('shortcuts: P asks to pass, Esc keeps the turn, S opens standard projects, ? shows the legend', async ({ page }) => {
  await openGame(page);
  const panel = page.getByTestId('prompt-panel');
  await expect(panel.getByTestId('choice-pass')).toHaveAttribute('title', 'Pass (P)');
  await page.keyboard.press('p');
  await expect(panel.getByTestId('pass-confirmation')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel.getByTestId('pass-confirmation')).toHaveCount(0);
  await page.keyboard.press('s');
  await expect(panel.getByTestId('choice-list-standardProject')).toBeVisible();
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByTestId('help-panel')).toBeVisible();
  await expect(page.getByTestId('shortcut-legend')).toContainText('Standard projects');
  await expect(page.getByTestId('shortcut-legend')).toContainText('Ctrl+Z');
  await page.screenshot({ path: '.tmp/screens/help-1280.png' });
  await page.getByTestId('help-close').click();
  await expect(page.getByTestId('help-panel')).toHaveCount(0);
});

test('"Leave game" in one browser tab leaves the other tab in the game', async ({ page, context }) => {
  await openGame(page);
  const other = await context.newPage();
  await other.goto(host().url);
  await waitForPrompt(other, 'action');

  await page.getByTestId('menu').click();
  await page.getByTestId('leave-game').click();
  // The saves listed after leaving are answered after the host handled the leave (one connection, in order).
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('save-row').first()).toBeVisible();
  // The other tab still plays, also after a reload (the host kept the game open).
  await expect(other.getByTestId('prompt-panel')).toBeVisible();
  await other.reload();
  await waitForPrompt(other, 'action');
  await expect(other.getByTestId('board-canvas')).toBeVisible();
  await other.close();
});

test('N cycles the player boards and K opens the card browser over the game, which stays as it was', async ({ page }) => {
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    if (size.width === 1280) await openGame(page);
    const title = await page.getByTestId('prompt-title').innerText();

    // Two players: the first N picks the first board; after that N moves on and Shift+N moves back.
    const [first, second] = size.width === 1280 ? [0, 1] : [1, 0];
    // The game's keys listen again (at 1920 the card browser has just closed; a key pressed before is not heard).
    await expect(page.locator('body')).toHaveAttribute('data-key-scope', 'game');
    await page.keyboard.press('n');
    await expect(page.getByTestId(`player-board-${first}`)).toHaveAttribute('data-focused', 'true');
    await expect(page.getByTestId(`played-${first}`)).toBeVisible();
    await page.keyboard.press('n');
    await expect(page.getByTestId(`player-board-${second}`)).toHaveAttribute('data-focused', 'true');
    await expect(page.getByTestId(`player-board-${first}`)).not.toHaveAttribute('data-focused', 'true');
    await page.keyboard.press('Shift+N');
    await expect(page.getByTestId(`player-board-${first}`)).toHaveAttribute('data-focused', 'true');
    await expect(page.getByTestId('show-played-0')).toHaveAttribute('title', /\(N\)$/);
    await page.screenshot({ path: `.tmp/screens/board-focus-${size.width}.png` });

    await page.keyboard.press('k');
    await expect(page.getByTestId('card-browser-screen')).toBeVisible();
    await expect(page.locator('.card-browser-grid .card').first()).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/cards-over-game-${size.width}.png` });
    // The game's keys wait while the browser covers it; Esc closes it and the turn is as it was.
    await page.keyboard.press('p');
    await expect(page.getByTestId('pass-confirmation')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('card-browser-screen')).toHaveCount(0);
    await expect(page.getByTestId('prompt-title')).toHaveText(title);
    await page.getByTestId('menu').click();
    await expect(page.getByTestId('open-cards')).toHaveAttribute('title', /\(K\)$/);
    await page.getByTestId('open-cards').click();
    await page.getByTestId('close-cards').click();
    await expect(page.getByTestId('card-browser-screen')).toHaveCount(0);
  }
});
