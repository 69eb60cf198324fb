// Browser mode lets in only the page the host printed: the same address without its launch key gets no
// game host (and says what to open), while the printed address works and keeps working after a reload.
// On the LAN, a wrong join code is refused, the guesser has to wait, and the host's panel shows who tried.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';
import { openGameToLan } from './support/ui';

let host: RunningHost | null = null;
/** Extra browser contexts a test opens (closed after it, so their pages stop reconnecting). */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await host?.stop();
  host = null;
});

async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

test('only the printed address (with its launch key) reaches the host', async ({ page, browser }) => {
  host = await startHost();
  expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#key=[A-Za-z0-9_-]{43}$/);
  const stranger = await otherBrowser(browser);
  await stranger.goto(host.url.replace(/#.*$/, ''));
  await expect(stranger.getByTestId('launch-key-hint')).toBeVisible();
  mkdirSync('.tmp', { recursive: true });
  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    await stranger.setViewportSize({ width, height });
    await stranger.screenshot({ path: `.tmp/launch-key-hint-${width}x${height}.png` });
  }

  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  // The key leaves the address bar but the page keeps it.
  expect(page.url()).not.toContain('key=');
  await page.reload();
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
});

test('a wrong join code is refused, then the device must wait, and the host sees it', async ({ page, browser }) => {
  host = await startHost(undefined, ['--lan-port', '0', '--lan-bind', '127.0.0.1', '--announce-to', '127.0.0.1']);
  await page.goto(host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-dice').click();
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('e2e-guess');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-screen-dice')).toBeVisible();
  await page.getByTestId('lan-panel-open').click();
  const code = await openGameToLan(page);
  const port = await page.getByTestId('lan-port').getAttribute('data-port');

  const guesser = await otherBrowser(browser);
  await guesser.goto(`http://127.0.0.1:${port}/`);
  await expect(guesser.getByTestId('lan-lobby')).toBeVisible();
  const wrong = code.startsWith('A') ? 'B'.repeat(10) : 'A'.repeat(10);
  await guesser.getByTestId('lan-code').fill(wrong);
  await guesser.getByTestId('take-seat-1').click();
  await expect(guesser.getByText('That join code is not right.')).toBeVisible();
  await guesser.getByTestId('take-seat-1').click();
  await expect(guesser.getByText(/wait \d+ s before trying again/)).toBeVisible();
  await expect(page.getByTestId('lan-failed-join')).toHaveText('127.0.0.1: 1 wrong code');
  mkdirSync('.tmp', { recursive: true });

  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/lan-failed-joins-${width}x${height}.png` });
  }
});
