// Whether a scrolling box has more to show below what is in view, so a panel can say so: a scroll bar alone is
// easy to miss (thin, or hidden by the system until the pointer moves).
import { useEffect, useRef, useState } from 'react';

/** Whether the element has more to show below what is scrolled into view. */
export function useMoreBelow(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setMore(el.scrollTop + el.clientHeight < el.scrollHeight - 2);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    const mutations = new MutationObserver(check);
    mutations.observe(el, { childList: true, subtree: true });
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  return [ref, more];
}
