// Colonies in the real UI: start a game with the Colonies box ticked, build a colony and trade by clicking
// the moons on the 3D board, and see the moons drawn.
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { chooseAction, pictureShare, startBeginnerGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

function legalMoons(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__tharsisMoons?.legalMoons() ?? []);
}

/** Clicks a moon on the 3D board with the mouse, as a player would. */
async function clickMoon(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => window.__tharsisMoons?.isMoonClickable(n) === true, name);
  const point = await page.evaluate((n) => window.__tharsisMoons!.moonScreenPosition(n), name);
  if (!point) throw new Error(`moon ${name} is not on screen`);
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
}

/** A moon whose bonus needs no further decision (Europa places an ocean, Pluto makes its owner discard). */
function plainMoon(moons: string[], not: string[] = []): string {
  const pick = moons.find((m) => !['Europa', 'Pluto', ...not].includes(m));
  if (!pick) throw new Error(`no simple moon among ${moons.join(', ')}`);
  return pick;
}

test('build a colony and trade by clicking moons', async ({ page }) => {
  host = await startHost(freshSavesDir());
  await startBeginnerGame(page, host.url, 'e2e-colonies-1', ['opt-colonies']);

  await waitForPrompt(page, 'action');
  const name = (await page.getByTestId('prompt-title').innerText()).startsWith('Ada') ? 'Ada' : 'Boris';
  const money = page.getByTestId(`stock-${name === 'Ada' ? 0 : 1}-megacredits`);
  const before = Number(await money.innerText());

  // Build Colony is paid with the moon: choosing it takes nothing, and Cancel gives the turn back.
  await chooseAction(page, 'standardProject', 'project-Build-Colony');
  await waitForPrompt(page, 'colony');
  await expect(money).toHaveText(String(before));
  await page.getByTestId('prompt-panel').getByTestId('cancel').click();
  await waitForPrompt(page, 'action', new RegExp(name));
  await expect(money).toHaveText(String(before));

  // Build a colony: the standard project, then a click on a glowing moon; 17 M€ are paid then.
  await chooseAction(page, 'standardProject', 'project-Build-Colony');
  await waitForPrompt(page, 'colony');
  const buildable = await legalMoons(page);
  expect(buildable.length).toBeGreaterThanOrEqual(3);
  const home = plainMoon(buildable);
  await clickMoon(page, home);
  await expect(page.getByTestId('log')).toContainText(`${name} built a colony on ${home}`);
  // No moon's placement bonus gives M€ at once (Luna's is production), so exactly the price is gone.
  await expect(money).toHaveText(String(before - 17));

  // Trade: pay 9 M€, then click another moon; the fleet docks there and the trade is logged.
  await chooseAction(page, 'trade', 'trade-megacredits');
  await waitForPrompt(page, 'colony');
  const target = plainMoon(await legalMoons(page), [home]);
  await clickMoon(page, target);
  await expect(page.getByTestId('log')).toContainText(`${name} traded with ${target}`);
  // Two actions taken: the turn passes to the other player.
  await waitForPrompt(page, 'action', new RegExp(name === 'Ada' ? 'Boris' : 'Ada'));

  // The board with its moons is drawn: a screenshot of the canvas is far from one flat colour.
  const shot = await page.getByTestId('board-canvas').screenshot();
  expect(await pictureShare(page, shot)).toBeGreaterThan(0.2);
  expect(await page.evaluate((n) => window.__tharsisMoons?.moonScreenPosition(n) !== null, target)).toBe(true);
});
