// Keyboard shortcuts (react-hotkeys-hook) and their legend. A game lists its shortcuts once; the same list
// registers the keys, fills the legend in the help panel and the tooltips ("Pass (P)").
import { useHotkeys } from 'react-hotkeys-hook';

export interface Shortcut {
  /** Key names as react-hotkeys-hook reads them ('p', 'enter', 'shift+slash'). */
  keys: string;
  /** How the legend and tooltips show the key. */
  label: string;
  /** What it does, in the legend's words. */
  does: string;
  run: () => void;
}

function Key({ shortcut }: { shortcut: Shortcut }) {
  useHotkeys(shortcut.keys, (e) => {
    e.preventDefault();
    shortcut.run();
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

/** A legend line for a key registered elsewhere (Undo's Ctrl+Z has its own handler in every game). */
export type LegendLine = Pick<Shortcut, 'label' | 'does'>;

export function ShortcutLegend({ list, also = [] }: { list: readonly Shortcut[]; also?: readonly LegendLine[] }) {
  return (
    <table className="shortcut-legend" data-testid="shortcut-legend">
      <tbody>
        {[...list, ...also].map((s) => (
          <tr key={s.label}>
            <td>
              <kbd>{s.label}</kbd>
            </td>
            <td>{s.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Pass (P)": a button's tooltip naming its shortcut. */
export function withKey(title: string, list: readonly Shortcut[], keys: string): string {
  const s = list.find((x) => x.keys === keys);
  return s ? `${title} (${s.label})` : title;
}
