// Ctrl+Z (Cmd+Z on a Mac) takes back the last move when undo is allowed; typing in a text field keeps its own undo.
import { useEffect } from 'react';
import type { LegendLine } from '../common/shortcuts';

/** How the help legend and the Undo button's tooltip name the key. */
export const UNDO_KEY: LegendLine = { label: 'Ctrl+Z', does: 'Undo: take back your last move (⌘Z on a Mac), when allowed' };

export function useUndoShortcut(allowed: boolean, undo: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      if (allowed) undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, undo]);
}
