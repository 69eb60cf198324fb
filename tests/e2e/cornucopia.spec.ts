// Cornucopia in the real UI: tick the box, build a city then a Hydroponicum, buy a module from the
// marketplace and place it by clicking a lit cell of the factory grid, then use its module action.
import { expect, test } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { chooseAction, clickSpace, legalSpaces, passTurn, promptPanel, startBeginnerGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('build a food factory and place a module by clicking the grid', async ({ page }) => {
  host = await startHost(freshSavesDir());
  // This typed seed opens with Ada first and Microfluid Manipulation first in the marketplace.
  await startBeginnerGame(page, host.url, 'e2e-cornucopia-16', ['opt-cornucopia']);
  await waitForPrompt(page, 'action', /^Ada/);

  // The marketplace is visible to everyone in the side panel.
  await page.getByTestId('tab-factories').click();
  await expect(page.getByTestId('module-market').locator('[data-testid^="market-"]')).toHaveCount(4);

  // A city first: a Hydroponicum needs one.
  await chooseAction(page, 'standardProject', 'project-City');
  await waitForPrompt(page, 'space');
  await clickSpace(page, (await legalSpaces(page))[0]);

  // Food factory: 8 M€, then the factory type.
  await chooseAction(page, 'standardProject', 'project-Food-Factory');
  await waitForPrompt(page, 'option');
  await expect(promptPanel(page).getByTestId('option-0')).toHaveText('Build a Hydroponicum');
  await promptPanel(page).getByTestId('option-0').click();

  // Boris passes; Ada buys a module and places it on a lit cell.
  await waitForPrompt(page, 'action', /^Boris/);
  await page.getByTestId('tab-log').click();
  await expect(page.getByTestId('log')).toContainText('Ada built a Hydroponicum');
  await passTurn(page);
  await waitForPrompt(page, 'action', /^Ada/);
  await chooseAction(page, 'standardProject', 'project-Production-Module');
  await waitForPrompt(page, 'cards');
  const first = promptPanel(page).locator('[data-testid^="card-"]').first();
  await expect(first).toContainText('Microfluid Manipulation');
  // The module is drawn as its tile: four edge elements around its name, explained by a legend.
  await expect(first.locator('[data-side] [data-element]')).toHaveCount(4);
  await expect(promptPanel(page).getByTestId('element-legend')).toContainText('Potassium');
  await first.click();
  await promptPanel(page).getByTestId('confirm').click();
  await waitForPrompt(page, 'grid');
  // Water below the factory and carbon dioxide on its left: exactly two lit cells.
  const lit = promptPanel(page).locator('[data-testid^="grid-cell-"]');
  await expect(lit).toHaveCount(2);
  // Each lit cell shows the module's edges there and how many of its touching edges connect.
  await expect(promptPanel(page).getByTestId('grid-cell-7').locator('[data-fit="connects"]')).toHaveCount(1);
  await expect(promptPanel(page).getByTestId('fit-7')).toHaveText('connects 1 of 1');
  await expect(promptPanel(page).getByTestId('placing-module')).toContainText('Microfluid Manipulation');
  await promptPanel(page).getByTestId('grid-cell-7').click();

  // The module sits beside the factory, connected, and gives a module action right away.
  await page.getByTestId('tab-factories').click();
  await expect(page.getByTestId('module-0-7')).toContainText('Microfluid Manipulation');
  await expect(page.getByTestId('connected-0-7')).toBeVisible();
  await chooseAction(page, 'moduleAction');
  await promptPanel(page).locator('[data-testid^="module-action-"]').first().click();
  await expect(page.getByTestId('factory-0')).toContainText('1/1 actions');
});
