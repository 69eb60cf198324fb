// A page that opens with some settings already chosen (as a returning player would have them), written where
// the app keeps them before any of its scripts run.
import type { Page } from '@playwright/test';

export async function withStoredSettings(page: Page, settings: { language?: string; botSpeed?: string }): Promise<void> {
  await page.addInitScript((state) => localStorage.setItem('tharsis-settings', JSON.stringify({ state, version: 1 })), settings);
}
