// The desktop app as players run it: Electron opens the start screen over app://, a game is started and a
// move played over IPC (the preload's bridge, the only way the page talks to the host), the save lands in
// the user-data folder, and after quitting, a relaunch on the same folder resumes the game where it was.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { takeDeviceIfOffered } from '../e2e/support/ui';
import { electronToLaunch, freshUserDataDir, launchTharsis, resizeWindow, type RunningApp } from './support/electronApp';
import { playFirstLegalMove, settledText, startDiceGame } from './support/play';

const electron = electronToLaunch();
test.skip(electron.kind === 'missing', electron.kind === 'missing' ? electron.reason : '');

let running: RunningApp | null = null;
test.afterEach(async () => {
  await running?.app.close();
  running = null;
});

function savesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
}

test('opens on app://, plays a move over IPC, saves in the user-data folder, and resumes after a relaunch', async () => {
  const userDataDir = freshUserDataDir();
  running = await launchTharsis(userDataDir);
  const { app, page, savesDir } = running;
  expect(page.url()).toMatch(/^app:\/\/tharsis\//);
  await expect(page.getByTestId('new-game')).toBeVisible();
  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    await resizeWindow(app, width, height);
    await page.screenshot({ path: `.tmp/screens/electron-start-${width}.png` });
  }

  await startDiceGame(page, 'electron-1');
  await playFirstLegalMove(page);
  await takeDeviceIfOffered(page);
  const log = await settledText(page, 'dice-log');
  await page.screenshot({ path: '.tmp/screens/electron-game-1920.png' });
  const [saveFile] = savesIn(savesDir);
  expect(saveFile, `a save in ${savesDir}`).toBeDefined();
  const saved = JSON.parse(readFileSync(join(savesDir, saveFile), 'utf8')) as { system: string; moves: unknown[]; meta: { players: string[] } };
  expect(saved).toMatchObject({ system: 'dice', meta: { players: ['Ada', 'Boris'] } });
  const movesSaved = saved.moves.length;
  expect(movesSaved).toBeGreaterThanOrEqual(1);

  await app.close();
  running = null;
  expect(savesIn(savesDir)).toEqual([saveFile]);

  running = await launchTharsis(userDataDir);
  const again = running.page;
  await again.getByTestId('load-game').click();
  await again.getByTestId('save-row').filter({ hasText: 'The Dice Game' }).getByTestId('resume').click();
  await expect(again.getByTestId('game-screen-dice')).toBeVisible();
  await takeDeviceIfOffered(again);
  expect(await settledText(again, 'dice-log')).toBe(log);
  const resumed = JSON.parse(readFileSync(join(savesDir, saveFile), 'utf8')) as { moves: unknown[] };
  expect(resumed.moves).toHaveLength(movesSaved);
});
