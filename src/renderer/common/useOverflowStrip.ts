// A horizontal strip of items that may not all fit (the hand): which items are in full view, whether there
// is more to either side, and a step to the previous or next page. A wheel turned over it scrolls it sideways.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface StripState {
  /** 1-based numbers of the first and last items wholly in view (0 when none). */
  first: number;
  last: number;
  total: number;
  moreBefore: boolean;
  moreAfter: boolean;
}

const NONE: StripState = { first: 0, last: 0, total: 0, moreBefore: false, moreAfter: false };

function measure(strip: HTMLElement): StripState {
  const items = [...strip.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.dataset.stripItem !== undefined);
  if (items.length === 0) return NONE;
  const box = strip.getBoundingClientRect();
  let first = 0;
  let last = 0;
  items.forEach((item, i) => {
    const r = item.getBoundingClientRect();
    if (r.left >= box.left - 1 && r.right <= box.right + 1) {
      if (first === 0) first = i + 1;
      last = i + 1;
    }
  });
  return {
    first, last, total: items.length,
    moreBefore: strip.scrollLeft > 1,
    moreAfter: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
  };
}

/** @param itemsKey changes when the items change, so the strip is measured again */
export function useOverflowStrip(itemsKey: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StripState>(NONE);
  const update = useCallback(() => {
    if (ref.current) setState(measure(ref.current));
  }, []);
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    update();
    const resize = new ResizeObserver(update);
    resize.observe(strip);
    const wheel = (e: WheelEvent) => {
      // A plain wheel (vertical) moves a sideways strip sideways, when it has somewhere to go.
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || strip.scrollWidth <= strip.clientWidth) return;
      strip.scrollLeft += e.deltaY;
      e.preventDefault();
    };
    strip.addEventListener('scroll', update, { passive: true });
    strip.addEventListener('wheel', wheel, { passive: false });
    return () => {
      resize.disconnect();
      strip.removeEventListener('scroll', update);
      strip.removeEventListener('wheel', wheel);
    };
  }, [update, itemsKey]);
  const page = useCallback((direction: -1 | 1) => {
    const strip = ref.current;
    // An instant jump: a smooth scroll can be cut short by a re-render landing mid-way, leaving the page half turned.
    if (strip) strip.scrollBy({ left: direction * strip.clientWidth * 0.9 });
  }, []);
  return { ref, state, page };
}
