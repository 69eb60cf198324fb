// Answering the Dice Game's prompt panel by its moves' data-move attributes, whatever the language.
import { expect, type Page } from '@playwright/test';
import { takeDeviceIfOffered } from './ui';

export const dicePrompt = (page: Page) => page.getByTestId('dice-prompt');

/** Clicks the first answer of the given move type once the prompt offers it, until the prompt has moved on. */
export async function answerDice(page: Page, move: string): Promise<void> {
  const prompt = dicePrompt(page);
  await takeDeviceIfOffered(page);
  await expect(prompt.locator(`[data-move="${move}"]`).first()).toBeVisible({ timeout: 30_000 });
  const before = await prompt.innerText();
  await expect(async () => {
    await takeDeviceIfOffered(page);
    // A click that landed on a slow machine may report a timeout after the host already moved on.
    if ((await prompt.innerText({ timeout: 1000 }).catch(() => '')) !== before) return;
    await prompt.locator(`[data-move="${move}"]`).first().click({ timeout: 2000 });
    await expect(prompt).not.toHaveText(before, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Answers whatever is asked (the first corporation, gift, bonus…; ending the turn where offered) until the prompt
 * offers the given move.
 */
export async function playDiceUntil(page: Page, move: string): Promise<void> {
  const prompt = dicePrompt(page);
  await expect(async () => {
    await takeDeviceIfOffered(page);
    if (await prompt.locator(`[data-move="${move}"]`).first().isVisible()) return;
    const end = prompt.locator('[data-move="endTurn"], [data-move="skip"]').first();
    // Never the wanted move itself: it may have appeared since the check above.
    const other = prompt.locator(`button[data-move]:not([data-move="${move}"])`).first();
    await (await end.isVisible() ? end : other).click({ timeout: 1000 });
    await expect(prompt.locator(`[data-move="${move}"]`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}
