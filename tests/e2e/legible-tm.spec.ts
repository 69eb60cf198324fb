// The Mars board with Colonies and Cornucopia reads at a glance: a moon opens its info panel with the
// whole trade track, and no panel hides a playable space or another panel.
import { expect, test } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { startBeginnerGame, waitForPrompt } from './support/ui';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('hovering a moon shows its info panel with the track values; a click keeps it open', async ({ page }) => {
  host = await startHost(freshSavesDir());
  await startBeginnerGame(page, host.url, 'e2e-moons', ['opt-colonies', 'opt-cornucopia']);
  await waitForPrompt(page, 'action');
  // An open moon: those show what a trade yields now under their track.
  const tradeLabel = page.locator('[data-testid^="moon-trade-"]').first();
  await expect(tradeLabel).toBeAttached();
  const name = ((await tradeLabel.getAttribute('data-testid')) ?? '').replace('moon-trade-', '');
  await page.waitForFunction((n) => window.__tharsisMoons?.isMoonClickable(n) === true, name);
  const point = await page.evaluate((n) => window.__tharsisMoons!.moonScreenPosition(n), name);
  await page.mouse.move(point!.x, point!.y);
  const info = page.getByTestId('moon-info');
  await expect(info).toBeVisible();
  await expect(info).toHaveAttribute('data-moon', name);
  // Seven steps, each with what a trade yields there; the marker's step is marked.
  await expect(info.locator('[data-testid^="moon-track-"]')).toHaveCount(7);
  await expect(info.getByTestId('moon-track-0')).not.toHaveText('');
  await expect(info.locator('td.marker')).toHaveCount(2);
  await expect(info.getByTestId('moon-colony-bonus')).toContainText('Colony bonus');
  await expect(info.getByTestId('moon-build-reward')).toContainText('Build');

  // Leaving the moon closes it; a click pins it until closed.
  await page.mouse.move(5, 400);
  await expect(info).toHaveCount(0);
  await page.mouse.click(point!.x, point!.y);
  await page.mouse.move(5, 400);
  await expect(info).toBeVisible();
  await info.getByTestId('moon-info-close').click();
  await expect(info).toHaveCount(0);
});
