// The graphics quality and sound settings of the ☰ menu: each applies at once, is kept after a reload, and the
// browser under test starts silent. Screenshots of the open menu at 1280x800 and 1920x1080 go to .tmp/screens/.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { startBeginnerGame, waitForPrompt } from './support/ui';

const host = freshHostPerTest(test);

// The board's test hook is made again when a new quality needs a new canvas: null until it is back.
const graphics = (page: Page) => page.evaluate(() => window.__tharsisBoard?.graphics() ?? null);

async function openMenu(page: Page): Promise<void> {
  await page.getByTestId('menu').click();
  await expect(page.getByTestId('settings')).toBeVisible();
}

test('graphics quality and sound: applied at once, kept after a reload, silent by default under automation', async ({ page }) => {
  await startBeginnerGame(page, host().url, 'settings-1', []);
  await page.waitForFunction(() => !!window.__tharsisBoard);
  await waitForPrompt(page, 'action');
  await openMenu(page);

  const quality = page.getByTestId('setting-graphicsQuality');
  await expect(quality).toHaveValue('medium');
  expect(await graphics(page)).toEqual({ antialias: false, shadows: false, stars: true });
  await expect(page.getByTestId('setting-sound')).not.toBeChecked();
  await expect(page.getByTestId('setting-soundVolume')).toBeDisabled();
  await page.screenshot({ path: '.tmp/screens/settings-1280.png' });

  await quality.selectOption('high');
  await expect.poll(() => graphics(page)).toEqual({ antialias: true, shadows: true, stars: true });
  await quality.selectOption('low');
  await expect.poll(() => graphics(page)).toEqual({ antialias: false, shadows: false, stars: false });

  await page.getByTestId('setting-sound').check();
  const volume = page.getByTestId('setting-soundVolume');
  await expect(volume).toBeEnabled();
  await volume.fill('30');
  await expect(page.getByTestId('setting-soundVolume-value')).toHaveText('30%');

  await page.reload();
  await waitForPrompt(page, 'action');
  await page.waitForFunction(() => !!window.__tharsisBoard);
  await openMenu(page);
  await expect(quality).toHaveValue('low');
  await expect(page.getByTestId('setting-sound')).toBeChecked();
  await expect(page.getByTestId('setting-soundVolume-value')).toHaveText('30%');
  await expect.poll(() => graphics(page)).toMatchObject({ stars: false });

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '.tmp/screens/settings-1920.png' });
  // The menu stays inside the window at both sizes.
  const menu = (await page.locator('.menu').boundingBox())!;
  expect(menu.y + menu.height).toBeLessThanOrEqual(1080);
  await page.setViewportSize({ width: 1280, height: 800 });
  const small = (await page.locator('.menu').boundingBox())!;
  expect(small.y + small.height).toBeLessThanOrEqual(800);
  expect(small.x).toBeGreaterThanOrEqual(0);
});
