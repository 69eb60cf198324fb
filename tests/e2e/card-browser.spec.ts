// The card browser from the start screen: every card is listed, and search and filters narrow the list.
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './support/host';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('browse the cards: all of them, then by name, tag, type and set', async ({ page }) => {
  host = await startHost();
  await page.goto(host.url);
  await page.getByTestId('card-browser').click();
  const count = page.getByTestId('card-count');
  await expect(count).toHaveText(/^\d+ of \d+ cards$/);
  const total = Number(/of (\d+)/.exec(await count.innerText())![1]);
  // 208 project cards and 13 corporations of the base game and Corporate Era, plus Colonies when present.
  expect(total).toBeGreaterThanOrEqual(221);
  await expect(page.locator('[data-testid^="browse-card-"]')).toHaveCount(total);

  await page.getByTestId('card-search').fill('pets');
  await expect(page.locator('[data-testid^="browse-card-"]')).toHaveCount(1);
  const pets = page.getByTestId('browse-card-172');
  await expect(pets).toContainText('Pets');
  await expect(pets).toContainText('1 VP per 2 animals');

  await page.getByTestId('card-search').fill('');
  await page.getByTestId('card-filter-tag').selectOption('space');
  await page.getByTestId('card-filter-type').selectOption('event');
  await page.getByTestId('card-filter-set').selectOption('base');
  const events = page.locator('[data-testid^="browse-card-"]');
  await expect(events.first()).toBeVisible();
  for (const tile of await events.all()) await expect(tile).toHaveClass(/card-event/);
  await expect(page.getByTestId('browse-card-172')).toHaveCount(0);

  await page.getByTestId('back').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
});

test("Cornucopia's production modules are in the browser with their edge elements", async ({ page }) => {
  host = await startHost();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await page.getByTestId('card-browser').click();
  await page.getByTestId('card-filter-type').selectOption('module');
  const modules = page.locator('[data-testid^="browse-card-CM"]');
  const shown = page.locator('[data-testid^="browse-card-"]');
  await expect(modules.first()).toBeVisible();
  // Counted only once the filter has applied (counting straight after the selection raced it): modules alone.
  await expect.poll(async () => (await shown.count()) - (await modules.count())).toBe(0);
  await expect.poll(() => modules.count()).toBeGreaterThanOrEqual(20);
  const aerogel = page.getByTestId('browse-card-CM01');
  await expect(aerogel).toContainText('Aerogel');
  await expect(aerogel).toContainText('CO₂'); // carbon dioxide on its left and right edges
  await expect(aerogel).toContainText('♨'); // heat on its top and bottom edges
  await expect(aerogel).toContainText('Connected:');
  await page.screenshot({ path: '.tmp/card-browser-modules-1280.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/card-browser-modules-1920.png' });
});
