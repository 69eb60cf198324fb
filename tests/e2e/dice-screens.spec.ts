// The Dice Game's screen (issue 27, items 17-20): costs in die colours with a key and a preview, a prompt panel
// whose ending actions stay in view, "Change a die" step by step, place buttons that name and light their area,
// and what was hidden (corporation text, goals, award counts, chosen dice) shown.
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { boxesOf, overflowingText, overlaps } from './support/boardLayout';
import { startSmallGame } from './support/ui';
import { answerDice as answer, playDiceUntil as playUntil } from './support/dicePrompt';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const prompt = (page: Page) => page.getByTestId('dice-prompt');

/** Against a bot: the first corporation, the first-player gift if asked, then an action turn (the support step). */
async function toSupportStep(page: Page, seed: string): Promise<void> {
  await startSmallGame(page, host!.url, 'dice', seed, ['human', 'bot']);
  await playUntil(page, 'actionTurn');
  await answer(page, 'actionTurn');
  await expect(prompt(page)).toHaveAttribute('data-step', 'support');
}


/** Text inside the screen's panels that is cut off with an ellipsis. */
function ellipsised(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-covers] *')]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent!.slice(0, 40)),
  );
}

/** Whether an element lies wholly inside the window. */
async function inWindow(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

test('Dice Game: card costs in die colours, named on hover, with a key and in the card preview; text not cut', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  host = await startHost();
  await toSupportStep(page, 'e2e-costs');
  const card = page.getByTestId('dice-hand').locator('[data-testid^="card-"]').first();
  const chip = card.getByTestId('cost-chips').locator('[data-testid^="face-"]').first();
  const face = (await chip.getAttribute('data-testid'))!.replace('face-', '');
  // The chip names its face and die; its background is that die's colour, not grey text.
  await expect(chip).toHaveAttribute('title', new RegExp(`${face} \\((green|blue|grey|red|yellow) die\\)`));
  const colour = /\((\w+) die\)/.exec((await chip.getAttribute('title'))!)![1];
  const keyChip = page.getByTestId(`face-key-${colour}`).getByTestId(`face-${face}`);
  await expect(keyChip).toBeVisible();
  await expect(keyChip).toContainText(face);
  const background = (el: Element) => getComputedStyle(el).backgroundColor;
  expect(await chip.evaluate(background)).toBe(await keyChip.evaluate(background));
  expect(await chip.evaluate(background)).not.toBe('rgba(0, 0, 0, 0)');
  // The key lists all 15 faces.
  await expect(page.getByTestId('dice-face-key').locator('[role="img"]')).toHaveCount(15);
  // The preview spells the cost out.
  await card.hover();
  const preview = page.getByTestId('dice-card-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('dice-card-preview-cost')).toContainText(face);
  // No card text ends in "…".
  expect(await ellipsised(page)).toEqual([]);
  await page.screenshot({ path: '.tmp/dice-costs-1280.png' });
});

test('Dice Game: the prompt keeps Undo in view and changes a die in three steps with the same move', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  host = await startHost();
  await toSupportStep(page, 'e2e-change');
  await expect(page.getByTestId('dice-prompt-footer').getByTestId('undo')).toBeVisible();
  expect(await inWindow(page, 'dice-prompt-footer')).toBe(true);
  // No flat list of payment × die × face: first only the dice.
  const group = page.getByTestId('choice-group-Change a die');
  await expect(group.getByTestId('change-step-die')).toBeVisible();
  await expect(group.locator('[data-move="setFace"]')).toHaveCount(0);
  await group.locator('[data-testid^="change-die-"]').first().click();
  await expect(group.getByTestId('change-step-face')).toBeVisible();
  await group.locator('[data-testid^="change-face-"]').first().click();
  await expect(group.getByTestId('change-step-pay')).toBeVisible();
  // Back goes one step back.
  await group.getByTestId('change-back-face').click();
  await expect(group.getByTestId('change-step-face')).toBeVisible();
  await group.locator('[data-testid^="change-face-"]').first().click();
  const log = (await page.getByTestId('dice-log').textContent()) ?? '';
  await group.locator('[data-move="setFace"]').first().click();
  // The move was the support action: the game moves on to the main action and logs it.
  await expect(prompt(page)).toHaveAttribute('data-step', 'main');
  await expect(page.getByTestId('dice-log')).not.toHaveText(log);
  // The ending answer (a second support action) sits in the footer, in view.
  await expect(page.getByTestId('dice-prompt-footer').locator('[data-move="secondSupport"]')).toBeVisible();
  expect(await inWindow(page, 'dice-prompt-footer')).toBe(true);
});

test('Dice Game: place buttons name the area by its bonus and position, and hovering one lights its hex', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  host = await startHost();
  // A solo game with a chosen start opens with placing the neutral tiles.
  await startSmallGame(page, host.url, 'dice', 'e2e-place', ['human']);
  const place = prompt(page).locator('[data-move="place"]');
  await expect(place.first()).toBeVisible({ timeout: 30_000 });
  for (const button of await place.all()) {
    const text = await button.innerText();
    expect(text).toMatch(/(bonus: .+|no bonus| area) · row \d, \d(st|nd|rd|th) from the left/);
    expect(text).not.toMatch(/\b[a-g]\d\b/);
  }
  const first = place.first();
  const area = await first.getAttribute('data-area');
  await first.hover();
  await expect(page.getByTestId('dice-table')).toHaveAttribute('data-lit-area', area!);
  await page.mouse.move(640, 5);
  await expect(page.getByTestId('dice-table')).not.toHaveAttribute('data-lit-area', /.+/);
  await page.screenshot({ path: '.tmp/dice-place-1280.png' });
});

test('Dice Game: corporation text, goals, award counts and the chosen dice are shown', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  host = await startHost();
  await toSupportStep(page, 'e2e-shown');
  await expect(page.getByTestId('corporation-0')).toContainText(/: \S+/);
  await expect(page.getByTestId('corporation-1')).toContainText(/: \S+/);
  const goals = page.getByTestId('dice-goals');
  // Each milestone shows its condition without hovering.
  for (const m of await goals.locator('[data-testid^="milestone-"]').all()) await expect(m).toContainText(/: [A-Z].+\./);
  // Each award shows every player's count, on the boards too.
  const awards = goals.locator('[data-testid^="award-"]:not([data-testid*="-0"]):not([data-testid*="-1"])');
  await expect(awards).toHaveCount(3);
  for (const seat of [0, 1]) await expect(page.getByTestId(`award-counts-${seat}`)).toContainText(/\d/);
  await expect(goals.getByTestId('track-bonuses-Temperature')).toContainText(/at -?\d+ °C|no bonus left/);
  // Keeping dice: a chosen die carries a check mark and is lifted.
  await answer(page, 'rollDie');
  await answer(page, 'secondSupport');
  await answer(page, 'rollDie');
  await playUntil(page, 'productionTurn');
  await answer(page, 'productionTurn');
  const die = page.getByTestId('keep-die-0');
  await expect(die).toBeVisible();
  await expect(die.getByTestId('die-chosen-mark')).toHaveCount(0);
  await die.click();
  await expect(die.getByTestId('die-chosen-mark')).toBeVisible();
  expect(await die.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  await page.screenshot({ path: '.tmp/dice-keep-1920.png' });
});

for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test(`Dice Game layout at ${size.width}×${size.height}: nothing clipped, ending actions in view, no panel over another`, async ({ page }) => {
    await page.setViewportSize(size);
    host = await startHost();
    await toSupportStep(page, 'e2e-dice-layout');
    for (const step of ['support', 'main']) {
      if (step === 'main') await answer(page, 'drawCards');
      await expect(prompt(page)).toHaveAttribute('data-step', step);
      expect(await inWindow(page, 'dice-prompt-footer')).toBe(true);
      expect(await ellipsised(page)).toEqual([]);
      expect(await overflowingText(page, '[data-covers]')).toEqual([]);
      expect(overlaps(await boxesOf(page, ['[data-covers="left"]', '[data-covers="right"]', '[data-covers="bottom"]', '.small-game-menu']))).toEqual([]);
      // A prompt body taller than its box says so.
      const body = page.getByTestId('dice-prompt-body');
      const scrolls = await body.evaluate((el) => el.scrollHeight > el.clientHeight + 2);
      await expect(page.getByTestId('dice-prompt-more')).toHaveCount(scrolls ? 1 : 0);
      // So does a side column taller than the window (the goals sit at the right column's foot).
      for (const side of ['left', 'right']) {
        const more = await page.getByTestId(`dice-column-${side}`).evaluate((el) => el.scrollTop + el.clientHeight < el.scrollHeight - 2);
        await expect(page.getByTestId(`dice-more-${side}`)).toHaveCount(more ? 1 : 0);
      }
      await page.screenshot({ path: `.tmp/dice-layout-${step}-${size.width}.png` });
    }
  });
}
