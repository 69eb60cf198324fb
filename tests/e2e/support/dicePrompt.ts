// Answering the Dice Game's prompt panel by its moves' data-move attributes, whatever the language.
//
// Each helper looks at the panel and clicks in one task of the page (page.evaluate): no render can come between
// deciding what to click and the click, so a prompt that arrives at that moment (a bot's turn ending) is never
// answered by mistake. Real pointer clicks are tested elsewhere; these helpers only move a game on.
import { expect, type Page } from '@playwright/test';
import { takeDeviceIfOffered } from './ui';

export const dicePrompt = (page: Page) => page.getByTestId('dice-prompt');

type Look = { kind: 'none' } | { kind: 'found' } | { kind: 'clicked'; before: string };

/**
 * In the page: if the prompt offers `wanted`, says so (clicking it when `clickWanted`); otherwise clicks the answer
 * that ends or skips the step, else any other answer (when `clickOther`).
 */
function lookAndClick(page: Page, wanted: string, clickWanted: boolean, clickOther: boolean): Promise<Look> {
  return page.evaluate(
    ({ wanted, clickWanted, clickOther }): Look => {
      const prompt = document.querySelector<HTMLElement>('[data-testid="dice-prompt"]');
      if (!prompt || prompt.offsetParent === null) return { kind: 'none' };
      const enabled = (selector: string) => [...prompt.querySelectorAll<HTMLButtonElement>(selector)].find((b) => !b.disabled) ?? null;
      const before = prompt.innerText;
      const want = enabled(`button[data-move="${wanted}"]`);
      if (want) {
        if (!clickWanted) return { kind: 'found' };
        want.click();
        return { kind: 'clicked', before };
      }
      if (!clickOther) return { kind: 'none' };
      const other = enabled('button[data-move="endTurn"], button[data-move="skip"]') ?? enabled(`button[data-move]:not([data-move="${wanted}"])`);
      if (!other) return { kind: 'none' };
      other.click();
      return { kind: 'clicked', before };
    },
    { wanted, clickWanted, clickOther },
  );
}

/** The prompt's text, or '' while no prompt shows. */
async function shownText(page: Page): Promise<string> {
  const prompt = dicePrompt(page);
  return (await prompt.isVisible()) ? await prompt.innerText({ timeout: 1000 }).catch(() => '') : '';
}

/** Clicks the first answer of the given move type once the prompt offers it, then waits for the prompt to move on. */
export async function answerDice(page: Page, move: string): Promise<void> {
  let before: string | null = null;
  await expect(async () => {
    await takeDeviceIfOffered(page);
    const look = await lookAndClick(page, move, true, false);
    expect(look.kind, `the prompt offers ${move}`).toBe('clicked');
    if (look.kind === 'clicked') before = look.before;
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => shownText(page), { timeout: 30_000 }).not.toBe(before);
}

/**
 * Answers whatever is asked (ending or skipping the step where offered, else the first answer) until the prompt
 * offers the given move. Nothing is clicked while no prompt shows (a bot's turn), and after each click it waits
 * for the prompt to change, so the next click never meets the answer to the last one half-way.
 */
export async function playDiceUntil(page: Page, move: string): Promise<void> {
  await expect(async () => {
    await takeDeviceIfOffered(page);
    const look = await lookAndClick(page, move, false, true);
    if (look.kind === 'found') return;
    if (look.kind === 'clicked') await expect.poll(() => shownText(page), { timeout: 15_000 }).not.toBe(look.before);
    throw new Error(`${move} is not offered yet`);
  }).toPass({ timeout: 90_000 });
}
