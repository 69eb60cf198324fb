// Layout checks run inside the page: text cut off inside cards, and screen panels drawn over each other.
import type { Page } from '@playwright/test';

/** Every visible card (not the floating preview) whose text is clipped or spills out of the card, described. */
export function cardOverflows(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    const root = document.querySelector(scopeSelector);
    const cards = [...(root?.querySelectorAll<HTMLElement>('.card:not(.card-full)') ?? [])].filter((c) => c.offsetParent !== null);
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const name = card.querySelector('.card-name')?.textContent ?? card.dataset.card;
      if (card.scrollHeight > card.clientHeight + 1) problems.push(`${name}: content taller than the card`);
      for (const el of card.querySelectorAll<HTMLElement>('.card-head > *, .card-name, .card-req, .card-text, .card-foot > *, .play-btn')) {
        if (el.offsetParent === null) continue;
        const r = el.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
          problems.push(`${name}: ${el.className} outside the card`);
        }
        if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) problems.push(`${name}: ${el.className} cut off`);
      }
    }
    return problems;
  }, scope);
}

/** Pairs of the given elements (visible ones) whose boxes overlap by more than a pixel. */
export function overlappingPanels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const els = [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed');
    const boxes = els.map((e) => ({ name: e.dataset.testid ?? e.className, r: e.getBoundingClientRect() })).filter((b) => b.r.width > 0 && b.r.height > 0);
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) out.push(`${boxes[i].name} overlaps ${boxes[j].name}`);
      }
    }
    return out;
  }, selector);
}
