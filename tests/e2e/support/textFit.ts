// Whether the words on screen fit: for the pseudo-language (every string 40 % longer) and translations.
import type { Page } from '@playwright/test';
import { clippedText } from './layout';

/**
 * Text in the scope that does not fit: cut off inside its own box (layout.ts clippedText), or a text-bearing
 * element that sticks out of the window or makes a scope element scroll sideways.
 */
export async function textNotFitting(page: Page, scope: string): Promise<string[]> {
  const clipped = await clippedText(page, scope);
  const escaping = await page.evaluate((sel) => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const root of document.querySelectorAll<HTMLElement>(sel)) {
      if (root.scrollWidth > root.clientWidth + 1) out.push(`${sel} scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.offsetParent === null || !el.textContent?.trim()) continue;
        const box = el.getBoundingClientRect();
        if (box.width > 0 && (box.left < -1 || box.right > width + 1)) out.push(`"${el.textContent.trim().slice(0, 40)}" sticks out of the window`);
        const isControl = el instanceof HTMLButtonElement || el instanceof HTMLSelectElement || el instanceof HTMLLabelElement;
        if (isControl && el.scrollWidth > el.clientWidth + 1) out.push(`"${el.textContent.trim().slice(0, 40)}" wider than its control`);
      }
    }
    return out;
  }, scope);
  return [...clipped, ...escaping];
}
