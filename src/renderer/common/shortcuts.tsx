// Keyboard shortcuts (react-hotkeys-hook) and their legend. A game lists its shortcuts once; the same list
// registers the keys, fills the legend in the help panel and the tooltips ("Pass (P)"). They answer in the game's
// scope only, so an open layer (dialog, menu) owns the keyboard (see KeyboardLayers).
import { useHotkeys } from 'react-hotkeys-hook';
import { GAME_SCOPE, heardNow } from './keyLayers';
import type { Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';

export interface Shortcut {
  /** Key names as react-hotkeys-hook reads them ('p', 'enter', 'shift+slash'). */
  keys: string;
  /** How the legend and tooltips show the key when its name is the same in every language ('P', '?'). */
  label: string;
  /** The catalogue key of the key's name where languages name it differently (Enter, Esc, Shift). */
  labelKey?: string;
  /** The catalogue key of what it does, in the legend's words. */
  does: string;
  run: () => void;
  /** Where else it is heard besides the game: a layer's scope, for the key that also closes that layer. */
  alsoIn?: readonly string[];
  /** Not while a button or link has the focus: there the key presses that button (Enter). */
  yieldsToFocusedControl?: boolean;
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a[href], [role="button"], [role="menuitem"], summary');
}

function Key({ shortcut }: { shortcut: Shortcut }) {
  const scopes = [GAME_SCOPE, ...(shortcut.alsoIn ?? [])];
  useHotkeys(shortcut.keys, (e) => {
    if (!heardNow(scopes)) return;
    e.preventDefault();
    shortcut.run();
  }, {
    scopes,
    ignoreEventWhen: shortcut.yieldsToFocusedControl ? (e) => isControl(e.target) : undefined,
  });
  return null;
}

/** Registers every shortcut of the list while mounted (the list must be a module constant). */
export function Shortcuts({ list }: { list: readonly Shortcut[] }) {
  return (
    <>
      {list.map((s) => (
        <Key key={s.keys} shortcut={s} />
      ))}
    </>
  );
}

/** The keys a list binds more than once ([] when every key does one thing). */
export function keysBoundTwice(list: readonly Pick<Shortcut, 'keys'>[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { keys } of list) for (const key of keys.split(',').map((k) => k.trim().toLowerCase())) (seen.has(key) ? twice : seen).add(key);
  return [...twice];
}

/** A legend line for a key registered elsewhere (Undo's Ctrl+Z has its own handler in every game). */
export type LegendLine = Pick<Shortcut, 'label' | 'labelKey' | 'does'>;

/** The key as the player's language names it ('Esc', 'Échap', 'Umschalt+N'). */
export function keyLabel(say: Say, line: LegendLine): string {
  return line.labelKey ? say(line.labelKey) : line.label;
}

export function ShortcutLegend({ list, also = [] }: { list: readonly Shortcut[]; also?: readonly LegendLine[] }) {
  const say = useSay();
  return (
    <table className="shortcut-legend" data-testid="shortcut-legend">
      <tbody>
        {[...list, ...also].map((s) => (
          <tr key={s.label}>
            <td>
              <kbd>{keyLabel(say, s)}</kbd>
            </td>
            <td>{say(s.does)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Pass (P)": a button's tooltip (already in the player's words) naming its shortcut. */
export function withKey(say: Say, title: string, list: readonly Shortcut[], keys: string): string {
  const s = list.find((x) => x.keys === keys);
  return s ? say('tmScreen.keys.withKey', { title, key: keyLabel(say, s) }) : title;
}
