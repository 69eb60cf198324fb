// Ctrl+Z (Cmd+Z on a Mac) takes back the last move when undo is allowed; typing in a text field keeps its own undo.
// Heard in the game's scope only: behind an open dialog or menu it does nothing.
import { useHotkeys } from 'react-hotkeys-hook';
import { GAME_SCOPE, heardNow } from '../common/keyLayers';
import type { LegendLine } from '../common/shortcuts';

/** How the help legend and the Undo button's tooltip name the key. */
export const UNDO_KEY: LegendLine & { keys: string } = { keys: 'mod+z', label: 'Ctrl+Z', labelKey: 'tmScreen.keyName.ctrlZ', does: 'tmScreen.keys.undo' };

export function useUndoShortcut(allowed: boolean, undo: () => void): void {
  useHotkeys(UNDO_KEY.keys, (event) => {
    if (!heardNow([GAME_SCOPE])) return;
    event.preventDefault();
    if (allowed) undo();
  }, { scopes: GAME_SCOPE }, [allowed, undo]);
}
