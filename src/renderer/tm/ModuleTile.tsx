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
  // Only a tile that answers something is a button: a shown tile (the marketplace, the module being placed) in
  // Tab's path would be a stop that does nothing.
  const Tag = onClick ? 'button' : 'div';
  return (
    <Tag
      {...(onClick ? { type: 'button' as const, onClick, disabled, 'aria-pressed': !!selected } : {})}
      className={`module-tile ${selected ? 'selected' : ''}`}
      data-testid={testId}
    >
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
    </Tag>
  );
}

/** Modules a cards prompt may offer: the marketplace and, in the drafting variant, the passed stack. */
export function modulesOnOffer(cornucopia: CornucopiaView | undefined): ModuleInfoView[] {
  return [...(cornucopia?.market ?? []), ...(cornucopia?.investment?.modules ?? [])];
}
