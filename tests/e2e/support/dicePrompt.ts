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
 * offers the given move. Nothing is clicked while no prompt shows (a bot's turn): a click that waited for a button
 * could land on the very prompt awaited, on another of its answers. After each click it waits for the prompt to
 * change, so the next click never meets the answer to the last one half-way.
 */
export async function playDiceUntil(page: Page, move: string): Promise<void> {
  const prompt = dicePrompt(page);
  const wanted = prompt.locator(`[data-move="${move}"]`).first();
  const shown = async () => ((await prompt.isVisible()) ? await prompt.innerText({ timeout: 1000 }).catch(() => '') : '');
  await expect(async () => {
    await takeDeviceIfOffered(page);
    await expect(prompt).toBeVisible({ timeout: 2000 });
    if (await wanted.isVisible()) return;
    const before = await shown();
    const end = prompt.locator('[data-move="endTurn"], [data-move="skip"]').first();
    const other = prompt.locator(`button[data-move]:not([data-move="${move}"])`).first();
    const target = (await end.isVisible()) ? end : other;
    if (!(await target.isVisible())) throw new Error('no answer on screen yet');
    await target.click({ timeout: 2000 });
    await expect.poll(shown, { timeout: 15_000 }).not.toBe(before);
    await expect(wanted).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
}
