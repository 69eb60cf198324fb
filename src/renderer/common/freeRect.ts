// The part of the window no panel covers. Panels that sit at an edge of the window say which edge with
// a data-covers attribute ("left", "right", "top", "bottom"); the board is framed inside the rest.
import type { ScreenRect } from './frameCamera';

function edges(side: string): DOMRect[] {
  return [...document.querySelectorAll(`[data-covers="${side}"]`)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
}

/** The uncovered rectangle, relative to the canvas's own top-left corner. */
export function freeRectBetweenPanels(canvas: HTMLElement): ScreenRect {
  const c = canvas.getBoundingClientRect();
  const left = Math.max(c.left, ...edges('left').map((r) => r.right));
  const right = Math.min(c.right, ...edges('right').map((r) => r.left));
  const top = Math.max(c.top, ...edges('top').map((r) => r.bottom));
  const bottom = Math.min(c.bottom, ...edges('bottom').map((r) => r.top));
  return { left: left - c.left, top: top - c.top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** Every panel that frames the board (their size changes re-frame it). */
export function framingPanels(): Element[] {
  return [...document.querySelectorAll('[data-covers]')];
}
