// A production module drawn as the tile it is: its four edge elements as icons around its name and
// text, so a player sees what it will connect to before buying or placing it.
import type { CornucopiaView, ModuleInfoView, Side } from '../../shared/tm/cornucopia';
import { ElementIcon, sideTitle } from './elements';
import { useCardWords } from './cardWords';

const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

export function ModuleTile({ module, selected, onClick, disabled, testId }: {
  module: ModuleInfoView;
  selected?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  const words = useCardWords();
  return (
    <button type="button" className={`module-tile ${selected ? 'selected' : ''}`} data-testid={testId} onClick={onClick} disabled={disabled} aria-pressed={selected}>
      {SIDES.map((side) => (
        <span key={side} className={`mt-edge mt-${side}`} data-side={side}>
          <ElementIcon element={module.sides[side]} title={sideTitle(words.say, side, module.sides[side])} />
        </span>
      ))}
      <span className="mt-body">
        <b>{words.name(module.id)}</b>
        <small>{words.text(module.id)}</small>
        <small className="muted">{words.connectedFace(module.id)}</small>
      </span>
    </button>
  );
}

/** Modules a cards prompt may offer: the marketplace and, in the drafting variant, the passed stack. */
export function modulesOnOffer(cornucopia: CornucopiaView | undefined): ModuleInfoView[] {
  return [...(cornucopia?.market ?? []), ...(cornucopia?.investment?.modules ?? [])];
}
