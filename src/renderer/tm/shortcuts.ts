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
  { keys: 'enter', label: 'Enter', does: 'Confirm (play, pay, choose)', run: () => press('confirm'), yieldsToFocusedControl: true },
  {
    keys: 'escape', label: 'Esc', does: 'Close the topmost window (help, ☰ menu, card browser); else cancel the step in progress',
    run: () => {
      press('pass-cancel');
      press('cancel');
    },
  },
  { keys: 'p', label: 'P', does: 'Pass for the generation (asks first)', run: () => press('choice-pass') },
  { keys: 'e', label: 'E', does: 'End your turn after a first action', run: () => press('choice-endTurn') },
  { keys: 'c', label: 'C', does: 'Play a card from the list', run: () => openGroup('playCard') },
  { keys: 's', label: 'S', does: 'Standard projects', run: () => openGroup('standardProject') },
  { keys: 'a', label: 'A', does: 'Card actions', run: () => openGroup('cardAction') },
  { keys: 'g', label: 'G', does: 'Plants → greenery', run: () => press('choice-convertPlants') },
  { keys: 'h', label: 'H', does: 'Heat → temperature', run: () => press('choice-convertHeat') },
  { keys: 'b', label: 'B', does: 'What would the bot do? (a hint)', run: () => press('hint') },
  { keys: 'l', label: 'L', does: 'Show the log', run: () => useUi.setState({ sideTab: 'log' }) },
  { keys: 'n', label: 'N', does: "Next player's board (its played cards)", run: () => cycleBoard(1) },
  { keys: 'shift+n', label: 'Shift+N', does: "Previous player's board", run: () => cycleBoard(-1) },
  { keys: 'k', label: 'K', does: 'Card browser over the game (K again closes it)', run: () => useUi.setState((s) => ({ cardsOpen: !s.cardsOpen })), alsoIn: [layerScope('cards')] },
  { keys: 'v', label: 'V', does: 'Reset the board view', run: () => useUi.setState((s) => ({ resetViewSerial: s.resetViewSerial + 1 })) },
  { keys: 'shift+slash', label: '?', does: 'Help: rules summary, tags and these keys', run: () => useUi.setState((s) => ({ helpOpen: !s.helpOpen })), alsoIn: [layerScope('help')] },
];
