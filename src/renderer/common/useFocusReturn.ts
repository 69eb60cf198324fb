// A panel that opens in place (not a layer with its own focus box, e.g. the pass question) gives the focus back,
// when it closes, to whatever had it when it opened: the keyboard player stays where they were, not on the page.
// The panel may have replaced that element (the pass question stands where the action list was): then the focus
// goes to the element that took its place, found by the same test id.
import { useEffect, useRef } from 'react';

function giveBack(element: Element | null, testId: string | undefined): void {
  if (element instanceof HTMLElement && element.isConnected && element !== document.body) element.focus();
  else if (testId) document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`)?.focus();
}

export function useFocusReturn(): void {
  // Read at the first render, before the panel's own autofocus moves the focus.
  const before = useRef(typeof document === 'undefined' ? null : document.activeElement);
  useEffect(() => {
    const element = before.current;
    const testId = element instanceof HTMLElement ? element.dataset.testid : undefined;
    return () => {
      giveBack(element, testId);
      // If the replacement is not in the page yet, it is by the next frame.
      if (document.activeElement === document.body || !document.activeElement) requestAnimationFrame(() => giveBack(element, testId));
    };
  }, []);
}
