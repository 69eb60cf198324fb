// The two compact games from the start screen: pick the game, play moves by clicking, leave to the menu,
// resume from the load screen, and find the game exactly where it was.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { applyMove, createGame, legalMoves, viewFor } from '../../src/engine/dice';
import { DICE_BOTS } from '../../src/host/bots/dice';
import { botRandom } from '../../src/host/bots/types';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { diceEngine } from '../../src/host/systems/dice';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { pictureShare, startSmallGame, takeDeviceIfOffered } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const GAMES = [
  // TINY's first answers are often projects that still need a hex; its last one is always a whole move (Pass, Keep …).
  { system: 'tiny', name: 'TINYforming Mars', prompt: 'tiny-prompt', canvas: 'tiny-canvas', log: 'tiny-log', from: 'last' },
  { system: 'dice', name: 'Terraforming Mars: The Dice Game', prompt: 'dice-prompt', canvas: 'dice-table', log: 'dice-log', from: 'first' },
] as const;

/**
 * Answers whatever the game asks by clicking an answer the prompt panel offers, from the first (or the last)
 * on: if a click only selected something (a project that still needs a hex), the next one, until the game
 * moves on.
 */
async function answerOnce(page: Page, promptId: string, from: 'first' | 'last'): Promise<void> {
  let clicked = 0;
  await expect(async () => {
    await takeDeviceIfOffered(page);
    // The Undo button sits in the prompt panel too; it is no answer.
    const answers = page.getByTestId(promptId).locator('button:enabled:not([data-testid^="undo"])');
    const count = Math.max(1, await answers.count());
    const answer = answers.nth(from === 'first' ? clicked % count : count - 1 - (clicked % count));
    await expect(answer).toBeVisible({ timeout: 500 });
    const before = await page.getByTestId(promptId).innerText();
    await answer.click({ timeout: 5000 });
    clicked++;
    // The panel changes once the host has applied the move.
    await expect(page.getByTestId(promptId)).not.toHaveText(before, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
}

/** The element's text once it has stopped changing (the last move's log line has arrived). */
async function settledText(page: Page, testId: string): Promise<string> {
  let last = '';
  await expect(async () => {
    const now = (await page.getByTestId(testId).textContent()) ?? '';
    const stable = now === last;
    last = now;
    expect(stable).toBe(true);
  }).toPass({ intervals: [700], timeout: 15_000 });
  return last;
}

for (const game of GAMES) {
  test(`${game.name}: play by clicking, leave, resume from the save`, async ({ page }) => {
    host = await startHost();
    await page.goto(host.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId(`game-${game.system}`).click();
    await page.getByTestId('player-name-0').fill('Ada');
    await page.getByTestId('player-name-1').fill('Boris');
    await page.getByTestId('secret-seed').uncheck();
    await page.getByTestId('seed').fill(`e2e-${game.system}`);
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId(`game-screen-${game.system}`)).toBeVisible();

    for (let i = 0; i < 6; i++) await answerOnce(page, game.prompt, game.from);
    const log = await settledText(page, game.log);
    expect((await page.getByTestId(game.log).innerText()).split('\n').filter((line) => line.trim()).length).toBeGreaterThan(3);
    const shot = await page.getByTestId(game.canvas).screenshot();
    expect(await pictureShare(page, shot)).toBeGreaterThan(0.2);

    // The last answer may have handed the device to the other player.
    await takeDeviceIfOffered(page);
    await page.getByTestId('leave-game').click();
    await page.getByTestId('load-game').click();
    const row = page.getByTestId('save-row').filter({ hasText: game.name });
    await expect(row).toHaveCount(1);
    // The phase is written for a player, not the engine's internal name ("turn.choosing").
    await expect(row.getByTestId('save-phase')).toHaveText(/^[A-Z][a-z ]+(: [a-z ]+)?$/);
    await row.getByTestId('resume').click();
    await expect(page.getByTestId(`game-screen-${game.system}`)).toBeVisible();
    await takeDeviceIfOffered(page);
    await expect(page.getByTestId(game.log)).toHaveText(log);
  });
}

test('the Load screen lists a damaged file with a plain reason and deletes it', async ({ page }) => {
  host = await startHost();
  writeFileSync(join(host.savesDir, 'broken.json'), '{"format": "tharsis-save", "version": 1, "sys');
  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  const damaged = page.getByTestId('damaged-save');
  await expect(damaged).toHaveCount(1);
  await expect(damaged.getByTestId('damaged-reason')).toHaveText('The save file is not valid JSON (cut short or damaged?).');
  await damaged.getByTestId('delete').click();
  await damaged.getByTestId('confirm-delete').click();
  await expect(page.getByTestId('damaged-save')).toHaveCount(0);
  expect(existsSync(join(host.savesDir, 'broken.json'))).toBe(false);
});

const SOLO_BOTS = [
  { system: 'tiny', label: 'Planner', level: 'search', log: 'tiny-log' },
  { system: 'dice', label: 'Planner', level: 'search', log: 'dice-log' },
] as const;

for (const bot of SOLO_BOTS) {
  test(`${bot.system}: the ${bot.label} bot is offered for one seat alone and plays the game`, async ({ page }) => {
    host = await startHost();
    await page.goto(host.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId(`game-${bot.system}`).click();
    await page.getByTestId('player-kind-0').selectOption('bot');
    const level = page.getByTestId('player-level-0');
    // Two seats: the solo bot is not offered.
    await expect(level.locator('option')).toHaveText(['Random', 'Basic']);
    await page.getByTestId('remove-player-1').click();
    await expect(level.locator('option')).toHaveText(['Random', 'Basic', bot.label]);
    await level.selectOption(bot.level);
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `.tmp/solo-bot-${bot.system}-${size.width}.png` });
    }
    // A second seat turns the choice back to Basic, and removing it offers the solo bot again.
    await page.getByTestId('add-player').click();
    await expect(level).toHaveValue('basic');
    await page.getByTestId('remove-player-1').click();
    await level.selectOption(bot.level);
    await page.getByTestId('secret-seed').uncheck();
    await page.getByTestId('seed').fill(`e2e-solo-${bot.system}`);
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId(`game-screen-${bot.system}`)).toBeVisible();
    // The bot plays on its own: the log keeps growing.
    const lines = async () => (await page.getByTestId(bot.log).innerText()).split('\n').filter((line) => line.trim()).length;
    const first = await lines();
    await expect.poll(lines, { timeout: 60_000 }).toBeGreaterThan(first + 2);
  });
}

test('a Dice Game still tied after the production tie-breaker names no winner: a rematch decides', async ({ page }) => {
  // Two basic bots on this seed end level on points and on production dice (62 and 8 each); the moves are
  // played into a save through the host's own session, then the game is opened from the Load screen.
  const setup = { seed: 'tie383', players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }] } as const;
  let state = createGame(structuredClone(setup) as never);
  const savesDir = freshSavesDir();
  const created = Session.create(structuredClone(setup), { engine: diceEngine as never, store: new SaveStore(savesDir) }, 'dice-tie');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const rng = botRandom(383);
  while (!state.finished) {
    const seat = state.pending!.seat;
    const move = DICE_BOTS.basic(viewFor(state, seat), legalMoves(state, seat), rng);
    expect(created.value.submit(seat, move)).toEqual({ ok: true });
    const next = applyMove(state, seat, move);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    state = next.state;
  }
  expect(state.scores!.map((line) => [line.total, line.production, line.rank])).toEqual([[62, 8, 1], [62, 8, 1]]);
  created.value.close();

  host = await startHost(savesDir);
  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  await page.getByTestId('save-row').filter({ hasText: 'The Dice Game' }).getByTestId('resume').click();
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('dice-result-heading')).toHaveText('Tie: Ada and Boris (a rematch decides)');
    await page.screenshot({ path: `.tmp/dice-tie-${size.width}.png` });
  }
});

test('Dice Game alone: the player places the neutral city, ocean and greenery before choosing a corporation', async ({ page }) => {
  host = await startHost();
  await startSmallGame(page, host.url, 'dice', 'e2e-solo-start', ['human']);
  const prompt = page.getByTestId('dice-prompt');
  await expect(prompt).toContainText('Solo setup: place the neutral city on an area with a VP bonus');
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/dice-solo-start-${size.width}.png` });
  }
  for (const tile of ['city', 'ocean', 'greenery']) {
    await expect(prompt).toContainText(`place the neutral ${tile}`);
    // Place answers name the area by its bonus and position (the prompt's title names the tile).
    await prompt.locator('[data-move="place"]').first().click();
  }
  await expect(prompt).toContainText('Choose your corporation');
  await expect(page.getByTestId('dice-log')).toContainText('Solo setup: a neutral greenery at');
});
