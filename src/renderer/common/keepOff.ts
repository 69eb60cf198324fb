// A Floating UI middleware that keeps a floating panel off one element it must never cover (the ☰ menu off the
// prompt panel, whose choices the player reads while the menu is open): moved sideways to the nearer side of it
// that has room, else left where it was (then the panel's own size limit is all there is).
import type { Middleware } from '@floating-ui/react';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** Where (left edge) the panel goes so that it does not overlap `avoid`, or its own left edge if it cannot or need not move. */
export function leftOffBox(panel: Box, avoid: Box | null, viewportWidth: number, gap = 8): number {
  if (!avoid || !overlaps(panel, avoid)) return panel.left;
  const leftOf = avoid.left - gap - panel.width;
  const rightOf = avoid.left + avoid.width + gap;
  const leftFits = leftOf >= gap;
  const rightFits = rightOf + panel.width <= viewportWidth - gap;
  if (leftFits && rightFits) return Math.abs(leftOf - panel.left) <= Math.abs(rightOf - panel.left) ? leftOf : rightOf;
  if (leftFits) return leftOf;
  if (rightFits) return rightOf;
  return panel.left;
}

/** @param selector the element to keep off (looked up at each placement: prompts come and go). */
export function keepOff(selector: string): Middleware {
  return {
    name: 'keepOff',
    fn: ({ x, y, rects }) => {
      const el = document.querySelector(selector);
      const r = el?.getBoundingClientRect();
      const avoid = r && r.width > 0 ? { left: r.left, top: r.top, width: r.width, height: r.height } : null;
      return { x: leftOffBox({ left: x, top: y, width: rects.floating.width, height: rects.floating.height }, avoid, window.innerWidth) };
    },
  };
}
