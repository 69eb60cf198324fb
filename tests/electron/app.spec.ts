// The desktop app as players run it: Electron opens the start screen over app://, a game is started and a
// move played over IPC (the preload's bridge, the only way the page talks to the host), the save lands in
// the user-data folder, and after quitting, a relaunch on the same folder resumes the game where it was.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { TharsisBridge } from '../../src/shared/bridge';
import { takeDeviceIfOffered } from '../e2e/support/ui';
import { electronToLaunch, freshUserDataDir, launchTharsis, resizeWindow, type RunningApp } from './support/electronApp';

const electron = electronToLaunch();
test.skip(electron.kind === 'missing', electron.kind === 'missing' ? electron.reason : '');

let running: RunningApp | null = null;
test.afterEach(async () => {
  await running?.app.close();
  running = null;
});

/** Plays the first legal move of the first seat that has one, through the page's bridge; returns the seat. */
async function playFirstLegalMove(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const bridge = (window as unknown as { tharsis: TharsisBridge }).tharsis;
    type Answer = { type: string; requestId?: string; moves?: unknown[]; message?: string };
    const ask = (message: object, isAnswer: (m: Answer) => boolean) =>
      new Promise<Answer>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no answer to ${JSON.stringify(message)}`));
        }, 15_000);
        const stop = bridge.onMessage((text) => {
          const answer = JSON.parse(text) as Answer;
          if (!isAnswer(answer)) return;
          clearTimeout(timer);
          stop();
          resolve(answer);
        });
        bridge.send(JSON.stringify(message));
      });
    for (const seat of [0, 1]) {
      const listed = await ask({ type: 'legalMoves', requestId: `moves-${seat}`, seat }, (m) => m.requestId === `moves-${seat}`);
      if (listed.type !== 'legalMoves' || !listed.moves?.length) continue;
      const answer = await ask({ type: 'move', requestId: 'move-1', seat, move: listed.moves[0] }, (m) => m.type === 'view' || m.requestId === 'move-1');
      if (answer.type !== 'view') throw new Error(`the move was refused: ${answer.message}`);
      return seat;
    }
    throw new Error('no seat has a legal move');
  });
}

/** The element's text once it has stopped changing. */
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

  await page.getByTestId('new-game').click();
  await page.getByTestId('game-dice').click();
  for (const [i, name] of ['Ada', 'Boris'].entries()) {
    await page.getByTestId(`player-name-${i}`).fill(name);
    await page.getByTestId(`player-kind-${i}`).selectOption('human');
  }
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('electron-1');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-screen-dice')).toBeVisible();

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
