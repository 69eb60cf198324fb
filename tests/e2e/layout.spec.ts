// At 1280x800 and 1920x1080: no card text is cut off or spills out of its card (hand, prompts, card browser), and
// no two HUD panels (or two items of the header, the LAN chip included) are drawn over each other.
import { expect, test } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { cardOverflows, overlappingPanels } from './support/layout';
import { startBeginnerGame, waitForPrompt } from './support/ui';

const host = freshHostPerTest(test);

for (const [width, height] of [[1280, 800], [1920, 1080]] as const) {
  test(`${width}x${height}: cards keep their text and the HUD panels do not overlap`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await startBeginnerGame(page, host().url, 'layout-1', []);
    await waitForPrompt(page, 'action');
    await expect(page.locator('[data-testid^="hand-card-"]').first()).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/layout-game-${width}.png` });
    expect(await cardOverflows(page)).toEqual([]);
    expect(await overlappingPanels(page, '.overlay > :not(.board-region)')).toEqual([]);
    expect(await overlappingPanels(page, '.topbar > :not(.spacer)')).toEqual([]);

    // Every card of the browser, scrolled through.
    await page.getByTestId('menu').click();
    await page.getByTestId('leave-game').click();
    await page.getByTestId('card-browser').click();
    const grid = page.locator('.card-browser-grid');
    await expect(grid.locator('.card').first()).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/layout-browser-${width}.png` });
    expect(await cardOverflows(page, '.card-browser-grid')).toEqual([]);
  });
}
