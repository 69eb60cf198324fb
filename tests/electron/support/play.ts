// Steps in the app's window, written against the page alone: the Electron suite plays through them.
import { expect, type Page } from '@playwright/test';
import type { TharsisBridge } from '../../../src/shared/bridge';
import { takeDeviceIfOffered } from '../../e2e/support/ui';

/** From the start screen: a two-seat Dice Game, Ada and Boris both at this screen, with a known seed. */
export async function startDiceGame(page: Page, seed: string): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-dice').click();
  for (const [i, name] of ['Ada', 'Boris'].entries()) {
    await page.getByTestId(`player-name-${i}`).fill(name);
    await page.getByTestId(`player-kind-${i}`).selectOption('human');
  }
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-screen-dice')).toBeVisible();
  await takeDeviceIfOffered(page);
}

/** Plays the first legal move of the first seat that has one, through the page's bridge; returns the seat. */
export async function playFirstLegalMove(page: Page): Promise<number> {
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
      // The host answers the request itself with ok (or error), then sends every window the new view.
      const answer = await ask({ type: 'move', requestId: 'move-1', seat, move: listed.moves[0] }, (m) => m.requestId === 'move-1');
      if (answer.type !== 'ok') throw new Error(`the move was refused: ${answer.message}`);
      return seat;
    }
    throw new Error('no seat has a legal move');
  });
}

/** The element's text once it has stopped changing. */
export async function settledText(page: Page, testId: string): Promise<string> {
  let last = '';
  await expect(async () => {
    const now = (await page.getByTestId(testId).textContent()) ?? '';
    const stable = now === last;
    last = now;
    expect(stable).toBe(true);
  }).toPass({ intervals: [700], timeout: 15_000 });
  return last;
}

