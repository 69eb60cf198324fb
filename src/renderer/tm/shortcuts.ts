// Terraforming Mars's keyboard shortcuts. Each presses the button the screen shows for it (so a shortcut can do
// exactly what a click can, and nothing when the button is absent or disabled).
import type { Shortcut } from '../common/shortcuts';
import { layerScope } from '../common/KeyboardLayers';
import { useApp } from '../store';
import { useUi } from '../ui';

function press(testId: string): void {
  const button = document.querySelector<HTMLButtonElement>(`[data-testid="prompt-panel"] [data-testid="${testId}"]`);
  if (button && !button.disabled) button.click();
}

function openGroup(group: string): void {
  if (document.querySelector(`[data-testid="prompt-panel"] [data-testid="choice-list-${group}"]`)) return;
  press(`choice-${group}`);
}

/** Moves the keyboard's pick to the next (or previous) player board, starting from the first. */
function cycleBoard(step: 1 | -1): void {
  const count = useApp.getState().view?.players.length ?? 0;
  if (count === 0) return;
  useUi.setState((s) => ({ boardFocus: s.boardFocus === null ? (step === 1 ? 0 : count - 1) : (s.boardFocus + step + count) % count }));
}

export const TM_SHORTCUTS: readonly Shortcut[] = [
  { keys: 'enter', label: 'Enter', labelKey: 'tmScreen.keyName.enter', does: 'tmScreen.keys.confirm', run: () => press('confirm'), yieldsToFocusedControl: true },
  {
    keys: 'escape', label: 'Esc', labelKey: 'tmScreen.keyName.escape', does: 'tmScreen.keys.escape',
    run: () => {
      press('pass-cancel');
      press('cancel');
    },
  },
  { keys: 'p', label: 'P', does: 'tmScreen.keys.pass', run: () => press('choice-pass') },
  { keys: 'e', label: 'E', does: 'tmScreen.keys.endTurn', run: () => press('choice-endTurn') },
  { keys: 'c', label: 'C', does: 'tmScreen.keys.playCard', run: () => openGroup('playCard') },
  { keys: 's', label: 'S', does: 'tmScreen.keys.standardProjects', run: () => openGroup('standardProject') },
  { keys: 'a', label: 'A', does: 'tmScreen.keys.cardActions', run: () => openGroup('cardAction') },
  { keys: 'g', label: 'G', does: 'tmScreen.keys.convertPlants', run: () => press('choice-convertPlants') },
  { keys: 'h', label: 'H', does: 'tmScreen.keys.convertHeat', run: () => press('choice-convertHeat') },
  { keys: 'b', label: 'B', does: 'tmScreen.keys.hint', run: () => press('hint') },
  { keys: 'l', label: 'L', does: 'tmScreen.keys.log', run: () => useUi.setState({ sideTab: 'log' }) },
  { keys: 'n', label: 'N', does: 'tmScreen.keys.nextBoard', run: () => cycleBoard(1) },
  { keys: 'shift+n', label: 'Shift+N', labelKey: 'tmScreen.keyName.shiftN', does: 'tmScreen.keys.previousBoard', run: () => cycleBoard(-1) },
  { keys: 'k', label: 'K', does: 'tmScreen.keys.cardBrowser', run: () => useUi.setState((s) => ({ cardsOpen: !s.cardsOpen })), alsoIn: [layerScope('cards')] },
  { keys: 'v', label: 'V', does: 'tmScreen.keys.resetView', run: () => useUi.setState((s) => ({ resetViewSerial: s.resetViewSerial + 1 })) },
  { keys: 'shift+slash', label: '?', does: 'tmScreen.keys.help', run: () => useUi.setState((s) => ({ helpOpen: !s.helpOpen })), alsoIn: [layerScope('help')] },
];
