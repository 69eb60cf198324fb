// LAN play end to end: one browser page hosts a Dice Game and opens it to the network; a second browser
// (its own context, so its own storage) opens the host's LAN address, types the code and takes a seat.
// Each sees only its own hand; the host sees who is connected; a reload brings the player back to its
// seat; once the player leaves, the host hands the seat to a bot.
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';

let host: RunningHost | null = null;
/** The friend's own app (another computer in real life). */
let friendsApp: RunningHost | null = null;

test.afterEach(async () => {
  await Promise.all([host?.stop(), friendsApp?.stop()]);
  host = null;
  friendsApp = null;
});

/** The card ids in the hand the page shows. */
async function handIds(page: Page): Promise<string[]> {
  const hand = page.getByTestId('dice-hand');
  await expect(hand).toBeVisible();
  const ids = await hand.locator('[data-testid^="card-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  return ids.filter(Boolean);
}

async function countOf(page: Page, testIds: string[]): Promise<number> {
  let found = 0;
  for (const id of testIds) found += await page.getByTestId(id).count();
  return found;
}

test('host on the LAN, join by address and code, each sees only its own hand', async ({ page, browser }) => {
  // The LAN listener and discovery beacons stay on loopback in tests.
  host = await startHost(undefined, ['--lan-port', '0', '--lan-bind', '127.0.0.1', '--announce-to', '127.0.0.1']);
  await page.goto(host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-dice').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  await page.getByTestId('seed').fill('e2e-lan');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-screen-dice')).toBeVisible();

  await page.getByTestId('lan-panel-open').click();
  await expect(page.getByTestId('lan-keep-0')).toBeChecked();
  await expect(page.getByTestId('lan-keep-1')).not.toBeChecked();
  await page.getByTestId('lan-host').click();
  const code = (await page.getByTestId('lan-join-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const port = await page.getByTestId('lan-port').getAttribute('data-port');
  await expect(page.getByTestId('lan-addresses')).toContainText(`127.0.0.1:${port}`);
  await expect(page.getByTestId('lan-presence-1')).toHaveAttribute('data-state', 'waiting for a player');

  const friend = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const remote = await friend.newPage();
  // The friend starts from the home screen of their own app and types the host's address.
  friendsApp = await startHost();
  await remote.goto(friendsApp.url);
  await remote.getByTestId('join-lan').click();
  await remote.getByTestId('lan-address').fill(`127.0.0.1:${port}`);
  await remote.getByTestId('lan-connect').click();
  await expect(remote.getByTestId('lan-lobby')).toBeVisible();
  await expect(remote.getByTestId('take-seat-0')).toHaveCount(0); // the host's own seat is not on offer
  await remote.getByTestId('lan-code').fill(code.toLowerCase());
  await remote.getByTestId('take-seat-1').click();
  await expect(remote.getByTestId('game-screen-dice')).toBeVisible();
  await expect(page.getByTestId('lan-presence-1')).toHaveAttribute('data-state', 'connected');

  const hostHand = await handIds(page);
  const remoteHand = await handIds(remote);
  expect(hostHand.length).toBeGreaterThan(0);
  expect(remoteHand.length).toBeGreaterThan(0);
  expect(hostHand.filter((id) => remoteHand.includes(id))).toEqual([]);
  expect(await countOf(remote, hostHand)).toBe(0);
  expect(await countOf(page, remoteHand)).toBe(0);
  // The remote page has no host controls.
  await expect(remote.getByTestId('lan-panel-open')).toHaveCount(0);

  // A reload (or a dropped connection) brings the player back to its seat with the token it kept.
  await remote.reload();
  await expect(remote.getByTestId('game-screen-dice')).toBeVisible();
  expect(await handIds(remote)).toEqual(remoteHand);

  await friend.close();
  await expect(page.getByTestId('lan-presence-1')).toHaveAttribute('data-state', 'disconnected');
  await page.getByTestId('seat-to-bot-1').click();
  await expect(page.getByTestId('lan-presence-1')).toHaveAttribute('data-state', 'bot');
});
