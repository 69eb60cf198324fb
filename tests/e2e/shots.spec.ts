import { test } from '@playwright/test';
import { startHost } from './support/host';
import { takeDeviceIfOffered } from './support/ui';

for (const system of ['tiny', 'dice'] as const) {
  for (const [w, h] of [[1280, 800], [1920, 1080]] as const) {
    test(`shot ${system} ${w}`, async ({ page }) => {
      const host = await startHost();
      await page.setViewportSize({ width: w, height: h });
      await page.goto(host.url);
      await page.getByTestId('new-game').click();
      await page.getByTestId(`game-${system}`).click();
      await page.getByTestId('player-name-0').fill('Ada');
      await page.getByTestId('player-name-1').fill('Boris');
      await page.getByTestId('seed').fill(`e2e-${system}`);
      await page.getByTestId('start-game').click();
      await page.waitForTimeout(3000);
      await takeDeviceIfOffered(page);
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `.tmp/shot-${system}-${w}.png` });
      await host.stop();
    });
  }
}
