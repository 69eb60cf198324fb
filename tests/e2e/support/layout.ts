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

/**
 * Controls (buttons, inputs, links) inside the given panels that something else is drawn over: the element at
 * the control's centre is neither the control nor inside it. Controls scrolled out of their panel are skipped.
 */
export function coveredControls(page: Page, panelSelector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const panel of document.querySelectorAll<HTMLElement>(sel)) {
      if (panel.offsetParent === null && getComputedStyle(panel).position !== 'fixed') continue;
      const clip = panel.getBoundingClientRect();
      for (const control of panel.querySelectorAll<HTMLElement>('button, input, select, a[href], [role="button"]')) {
        if (control.offsetParent === null) continue;
        const r = control.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (r.width === 0 || y < clip.top || y > clip.bottom || x < clip.left || x > clip.right) continue;
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top && (top === control || control.contains(top) || top.contains(control))) continue;
        const name = control.dataset.testid ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
        const by = top instanceof HTMLElement ? (top.dataset.testid ?? top.className) || top.tagName : String(top);
        out.push(`${name} covered by ${by}`);
      }
    }
    return out;
  }, panelSelector);
}

/** Visible text elements in the scope whose text is cut off (wider or taller than their box while hiding overflow). */
export function clippedText(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll<HTMLElement>(sel)) {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.offsetParent === null || el.children.length > 0 || !el.textContent?.trim()) continue;
        const style = getComputedStyle(el);
        if (style.overflow === 'visible' && style.textOverflow !== 'ellipsis') continue;
        if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) out.push(`"${el.textContent.trim().slice(0, 40)}" cut off`);
      }
    }
    return out;
  }, scope);
}
