// A campaign from the start screen: create it with two bots, play its first game (bots at full speed),
// see the standings and the charts of the report, and step the replay to the start and to the end.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { pictureShare } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

/** A fresh host at 1280×800; a two-bot campaign of the system plays its first game (bots at full speed); its report opens. */
async function playBotCampaignGame(page: Page, name: string, system: 'tm' | 'dice'): Promise<void> {
  host = await startHost(freshSavesDir(), ['--bot-delay', '0']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await page.getByTestId('campaigns').click();
  await page.getByTestId('new-campaign').click();
  await page.getByTestId('campaign-name').fill(name);
  await page.getByTestId('campaign-system').selectOption(system);
  await page.getByTestId('campaign-seat-kind-0').selectOption('bot');
  await page.getByTestId('campaign-create-confirm').click();
  await page.getByTestId('campaign-row').filter({ hasText: name }).getByTestId('campaign-continue').click();
  await page.getByTestId('game-report-link').click({ timeout: 60_000 });
}

test('a bot campaign: standings, charts and the replay of its game', async ({ page }) => {
  host = await startHost(freshSavesDir(), ['--bot-delay', '0']);
  await page.goto(host.url);
  await page.getByTestId('campaigns').click();
  await page.getByTestId('new-campaign').click();
  await page.getByTestId('campaign-name').fill('Bot league');
  await page.getByTestId('campaign-system').selectOption('tiny');
  await page.getByTestId('campaign-seat-kind-0').selectOption('bot');
  await page.getByTestId('campaign-create-confirm').click();
  const row = page.getByTestId('campaign-row').filter({ hasText: 'Bot league' });
  await expect(row.getByTestId('standing-row')).toHaveCount(2);
  await expect(row.getByTestId('standing-rating').first()).toHaveText('1500');

  await row.getByTestId('campaign-continue').click();
  // All seats are bots at full speed: the game is over by the time its first view arrives.
  await page.getByTestId('game-report-link').click();
  const report = page.getByTestId('game-report');
  await expect(report.getByTestId('final-scores')).toBeVisible();
  // Drawn charts: one score line per player, and the stacked bars of the final points.
  await expect(report.getByTestId('chart-score').locator('.recharts-line-curve')).toHaveCount(2);
  await expect(report.getByTestId('chart-breakdown').locator('.recharts-bar-rectangle').first()).toBeVisible();
  const standings = report.getByTestId('report-campaign').getByTestId('standing-row');
  await expect(standings).toHaveCount(2);
  await expect(report.getByTestId('report-campaign')).toContainText('1 finished');
  const wins = await report.getByTestId('standing-wins').allInnerTexts();
  expect(wins.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '.tmp/screens/campaign-report-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/campaign-report-1920.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('open-replay').click();
  const position = page.getByTestId('replay-position');
  await expect(position).toContainText(/Generation 1 · move 0 \/ \d+/);
  await page.getByTestId('replay-end').click();
  const total = Number((await position.innerText()).match(/\/ (\d+)/)![1]);
  await expect(position).toContainText(`move ${total} / ${total}`);
  await page.getByTestId('replay-prev-generation').click();
  await expect(position).not.toContainText(`move ${total} /`);
  await page.getByTestId('replay-start').click();
  await expect(position).toContainText('Generation 1 · move 0 /');
  await page.getByTestId('replay-forward').click();
  await expect(position).toContainText('move 1 /');
  await page.getByTestId('replay-next-generation').click();
  await expect(position).not.toContainText('Generation 1 ·');
  await page.getByTestId('replay-speed').selectOption({ label: '12 moves/s' });
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-play')).toHaveText(/Pause/);
  await page.getByTestId('replay-play').click();
  await page.getByTestId('replay-end').click();
  await expect(position).toContainText(`move ${total} / ${total}`);
  // The game screen's own TINY player boards, for the replayed position.
  await expect(page.getByTestId('replay-players').locator('[data-testid^="tiny-player-"]').filter({ has: page.getByTestId('tiny-player-cube') })).toHaveCount(2);
  // The TINY map itself is drawn for the replayed position.
  const tinyShot = await page.getByTestId('replay-board').locator('canvas').first().screenshot();
  expect(await pictureShare(page, tinyShot)).toBeGreaterThan(0.2);
  await page.screenshot({ path: '.tmp/screens/campaign-replay-1280.png' });

  // Back in the list, the campaign counts the game.
  await page.getByTestId('replay-report').click();
  await page.getByTestId('report-campaigns').click();
  await expect(page.getByTestId('campaign-row').filter({ hasText: 'Bot league' }).getByTestId('campaign-progress')).toHaveText('1 finished');
  await page.screenshot({ path: '.tmp/screens/campaigns-1280.png' });

  // The Load screen's history shows the result and the rules from the save header.
  await page.getByTestId('back').click();
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('save-result').first()).toHaveText(/(won|Tie:) .* · Ada \d+|Boris \d+/);
  await page.screenshot({ path: '.tmp/screens/load-history-1280.png' });
});

test('the replay of a Terraforming Mars game steps the 3D board', async ({ page }) => {
  test.setTimeout(360_000);
  await playBotCampaignGame(page, 'Mars league', 'tm');
  // The end of the game in detail: every player's points by source (cards charted) and the resources produced and spent.
  const report = page.getByTestId('game-report');
  for (const seat of [0, 1]) {
    const sources = report.getByTestId(`sources-${seat}`);
    await expect(sources).toContainText('Terraform rating');
    await expect(sources).toContainText(/\d+ VP/);
  }
  await expect(report.getByTestId('score-sources').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(report.getByTestId('chart-money-flow').locator('.recharts-bar-rectangle')).toHaveCount(4);
  await expect(report.getByTestId('chart-produced').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(report.getByTestId('resource-table').locator('tbody tr')).toHaveCount(2);
  await report.getByTestId('score-sources').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/report-tm-sources-1280.png' });
  await report.getByTestId('resource-flows').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/report-tm-resources-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await report.getByTestId('score-sources').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/report-tm-sources-1920.png' });
  await report.getByTestId('resource-flows').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/report-tm-resources-1920.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('open-replay').click();

  const position = page.getByTestId('replay-position');
  const canvas = page.getByTestId('replay-board').getByTestId('board-canvas');
  await expect(position).toContainText(/Generation 1 · move 0 \/ \d+/);
  await expect(canvas.locator('canvas')).toBeVisible();
  // Generation 1: Mars drawn, no tiles yet.
  await page.getByTestId('replay-next-generation').click();
  await page.getByTestId('replay-prev-generation').click();
  await expect(position).toContainText('Generation 1 ·');
  const early = await canvas.screenshot();
  expect(await pictureShare(page, early)).toBeGreaterThan(0.2);
  await page.screenshot({ path: '.tmp/screens/replay-tm-start-1280.png' });

  await page.getByTestId('replay-end').click();
  const total = Number((await position.innerText()).match(/\/ (\d+)/)![1]);
  await expect(position).toContainText(`move ${total} / ${total}`);
  // The end of the game: the same board now carries the placed tiles, so the picture has changed.
  await expect.poll(async () => (await canvas.screenshot()).equals(early)).toBe(false);
  expect(await pictureShare(page, await canvas.screenshot())).toBeGreaterThan(0.2);
  expect(await page.evaluate(() => window.__tharsisBoard?.legalSpaces().length)).toBe(0);
  // The game screen's own player boards and, once a seat is watched, its hand as card tiles.
  const boards = page.getByTestId('replay-players');
  await expect(boards.getByTestId('player-board-0')).toBeVisible();
  await expect(boards.getByTestId('player-board-1')).toBeVisible();
  await expect(boards.getByTestId('tr-0')).toContainText(/TR \d+/);
  await expect(page.getByTestId('replay-hand').getByTestId('hand')).toContainText('Watch a seat to see its hand.');
  await page.getByTestId('replay-seat').selectOption({ index: 1 });
  await expect(page.getByTestId('replay-hand').getByTestId('toggle-hand')).toContainText(/['’]s hand \(\d+\)/);
  await page.getByTestId('replay-start').click();
  await expect(position).toContainText('move 0 /');
  // Step through the opening until the watched seat holds the cards it bought, drawn as the game screen draws them.
  const handCards = page.getByTestId('replay-hand').locator('[data-testid^="hand-card-"]');
  for (let move = 1; move <= 30 && (await handCards.count()) === 0; move++) {
    await page.getByTestId('replay-forward').click();
    await expect(position).toContainText(`move ${move} /`);
  }
  await expect(handCards.first()).toBeVisible();
  await expect(page.getByTestId('replay-hand').locator('[data-testid^="hand-play-"]')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/replay-tm-panels-1280.png' });
  await page.getByTestId('replay-hand').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/replay-tm-hand-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/replay-tm-panels-1920.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('replay-end').click();
  await expect(position).toContainText(`move ${total} / ${total}`);
  await page.screenshot({ path: '.tmp/screens/replay-tm-end-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/replay-tm-end-1920.png' });
  // Issue 27 item 16: at both sizes the whole board (down to the ocean track) is inside its frame, and the log's
  // newest line is in sight above the hand panel.
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.__tharsisBoard?.boardFramed())).toBe(true);
    const side = (await page.locator('.replay-side').boundingBox())!;
    const hand = (await page.getByTestId('replay-hand').boundingBox())!;
    expect(side.y + side.height).toBeLessThanOrEqual(hand.y + 1);
    const last = (await page.getByTestId('replay-log').getByTestId('log-line').last().boundingBox())!;
    const log = (await page.getByTestId('replay-log').getByTestId('log').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(log.y + log.height + 1);
    expect(last.y + last.height).toBeLessThanOrEqual(hand.y);
    await page.screenshot({ path: `.tmp/screens/replay-tm-log-${size.width}.png` });
  }

  // The Load screen's statistics over every finished Terraforming Mars game (here the one just played).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('back').click();
  await page.getByTestId('load-game').click();
  await page.getByTestId('history-stats-toggle-tm').click();
  const history = page.getByTestId('history-stats-tm');
  await expect(history).toContainText('All finished Terraforming Mars games · 1');
  await expect(history.getByTestId('chart-corporations')).toBeVisible();
  await expect(history.getByTestId('card-stats').locator('tbody tr').first()).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/history-stats-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/history-stats-1920.png' });
});

test('the report of a Dice Game names every point: the VP track, milestones, awards and cards', async ({ page }) => {
  await playBotCampaignGame(page, 'Dice league', 'dice');
  const report = page.getByTestId('game-report');
  await expect(report.getByTestId('final-scores')).toBeVisible();
  // Each column's total is the player's final total in the score sheet.
  for (const seat of [0, 1]) {
    const sources = report.getByTestId(`sources-${seat}`);
    await expect(sources).toContainText('VP track');
    const name = (await sources.locator('.sources-head b').innerText()).trim();
    const total = (await sources.locator('.sources-head span').innerText()).replace(' VP', '');
    await expect(report.getByTestId('final-scores').locator('tr', { hasText: name }).locator('td').last()).toHaveText(total);
  }
  // The Dice Game counts no resources produced and spent.
  await expect(report.getByTestId('resource-flows')).toHaveCount(0);
  await report.getByTestId('score-sources').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/report-dice-sources-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/report-dice-sources-1920.png' });
  // Its replay steps by turns, the Dice Game's own count (issue 27 item 4), and its log says "an ocean", never "a ocean".
  await page.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-position')).toContainText(/^Turn 1 · move 0 \/ \d+/);
  await expect(page.getByTestId('replay-next-generation')).toHaveText('Turn ▶▶');
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('replay')).not.toContainText(/\ba (ocean|energy|event|earth|animal|oxygen)\b/);
});

test('a campaign exported from one host and imported into a fresh one keeps its standings', async ({ page }) => {
  host = await startHost(freshSavesDir(), ['--bot-delay', '0']);
  await page.goto(host.url);
  await page.getByTestId('campaigns').click();
  await page.getByTestId('new-campaign').click();
  await page.getByTestId('campaign-name').fill('Travelling league');
  await page.getByTestId('campaign-system').selectOption('tiny');
  await page.getByTestId('campaign-seat-kind-0').selectOption('bot');
  await page.getByTestId('campaign-create-confirm').click();
  await page.getByTestId('campaign-row').filter({ hasText: 'Travelling league' }).getByTestId('campaign-continue').click();
  await page.getByTestId('game-report-link').click();
  await page.getByTestId('report-campaigns').click();
  const row = page.getByTestId('campaign-row').filter({ hasText: 'Travelling league' });
  await expect(row.getByTestId('campaign-progress')).toHaveText('1 finished');
  const standings = await row.getByTestId('standings').innerText();

  const downloading = page.waitForEvent('download');
  await row.getByTestId('campaign-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Travelling-league.tharsis-campaign.json');
  const file = join(freshSavesDir(), download.suggestedFilename());
  await download.saveAs(file);
  await host.stop();

  host = await startHost(freshSavesDir(), ['--bot-delay', '0']);
  await page.goto(host.url);
  await page.getByTestId('campaigns').click();
  await expect(page.getByTestId('campaign-list')).toContainText('No campaigns yet.');
  await page.getByTestId('import-campaign-file').setInputFiles(file);
  await expect(page.getByTestId('transfer-done')).toContainText('Travelling league');
  const imported = page.getByTestId('campaign-row').filter({ hasText: 'Travelling league' });
  await expect(imported.getByTestId('campaign-progress')).toHaveText('1 finished');
  expect(await imported.getByTestId('standings').innerText()).toBe(standings);

  // The same file again: the player chooses to keep both.
  await page.getByTestId('import-campaign-file').setInputFiles(file);
  await expect(page.getByTestId('transfer-error')).toContainText('already here');
  await page.screenshot({ path: '.tmp/screens/campaign-import-conflict-1280.png' });
  await page.getByTestId('import-keep-both').click();
  await expect(page.getByTestId('campaign-row')).toHaveCount(2);
  await expect(page.getByTestId('campaign-row').filter({ hasText: 'Travelling league (2)' })).toHaveCount(1);
});
