// Layout checks shared by the layout specs: panels that overlap, text cut off or running out of its
// box, and playable spaces a panel covers.
import type { Page } from '@playwright/test';

export interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible boxes of these elements (by CSS selector), named by their selector and index. */
export function boxesOf(page: Page, selectors: string[]): Promise<Box[]> {
  return page.evaluate((sels) => {
    const out: Box[] = [];
    for (const sel of sels) {
      document.querySelectorAll(sel).forEach((el, i) => {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') out.push({ name: `${sel}#${i}`, x: r.x, y: r.y, width: r.width, height: r.height });
      });
    }
    return out;
  }, selectors);
}

/** Pairs of boxes that overlap by more than a pixel. */
export function overlaps(boxes: Box[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) out.push(`${a.name} overlaps ${b.name}`);
    }
  }
  return out;
}

/**
 * Text that does not fit: an element inside `root` whose own text is wider than its box while the box
 * neither scrolls nor ends in an ellipsis (so the text is cut off or spills over its neighbours).
 */
export function overflowingText(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const top of document.querySelectorAll(sel)) {
      for (const el of [top, ...top.querySelectorAll('*')] as HTMLElement[]) {
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (!ownText || el.offsetParent === null) continue;
        const style = getComputedStyle(el);
        if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) out.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent!.trim().slice(0, 40)}"`);
      }
    }
    return out;
  }, root);
}

/**
 * Labels pinned to a 3D board (by CSS selector) that a player could not read: smaller than body text (13px),
 * not wholly in the window, or under a panel (a label lets the mouse through, so the point under its centre
 * must be the board's canvas). Returns one line per problem.
 */
export function unreadableLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    document.querySelectorAll(sel).forEach((el) => {
      const name = el.getAttribute('data-testid') ?? el.textContent ?? sel;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 13) out.push(`${name}: ${size}px text`);
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) out.push(`${name}: outside the window`);
      const under = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!(under instanceof HTMLCanvasElement)) out.push(`${name}: under ${under?.className || under?.tagName || 'nothing'}`);
    });
    return out;
  }, selector);
}
