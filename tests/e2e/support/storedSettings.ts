// Settings in e2e tests: a page that opens with some already chosen (written where the app keeps them, before
// any of its scripts run, as a returning player would have them), and the colour-blind box ticked by keyboard.
import { expect, type Page } from '@playwright/test';

export async function withStoredSettings(page: Page, settings: { language?: string; botSpeed?: string; reducedMotion?: boolean }): Promise<void> {
  await page.addInitScript((state) => localStorage.setItem('tharsis-settings', JSON.stringify({ state, version: 1 })), settings);
}

/** Ticks the colour-blind box in an open settings panel with the keyboard (focus it, Space) and closes the panel with Esc. */
export async function colourBlindOn(page: Page, openerTestId: string): Promise<void> {
  await page.getByTestId(openerTestId).focus();
  await page.keyboard.press('Enter');
  const box = page.getByTestId('setting-colourBlind');
  await expect(box).toBeVisible();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
}
