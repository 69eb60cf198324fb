// The names of Mars's named spaces (Tharsis Tholus, the three Mons, Noctis City) as HTML labels pinned to their
// hexes, so they read at any window size and never blur. A space at the edge of its row is named outside the
// map, beside it, where the label covers no hex; a space inside the map is named inside its own hex (a word a line), and
// not at all while a tile is placed (the lit spaces must show; the hover chip and the space list name every
// space). A tile on the space takes the name's place (the tile has its own label, the hover chip names the space).
import { useBoardView } from './boardView';
import { SceneLabel } from '../../common/SceneLabel';
import { HEX_W, ROW_LENGTHS, SPACE_TOP, spacePosition } from './layout';
import type { SpaceView } from '../../../shared/tm/view';
import { useSay } from '../../i18n/useSay';
import { saySpaceName } from '../spaceName';
import { keepShortWordsWithNext } from '../../common/shortWords';

/** Inside the hex: below its centre, under its bonus icons. */
const INSIDE_OFFSET_Z = 0.38;
/** Outside the map: just past the hex's outer edge (half a hex width from its centre, and a little gap). */
const OUTSIDE_OFFSET_X = HEX_W / 2 + 0.12;
/** Two-word names break into two lines: outside within the rim, inside within the hex. */
const OUTSIDE_WRAP_PX = 70;
const INSIDE_WRAP_PX = 52;

type Side = 'left' | 'right' | 'inside';

function sideOf(space: SpaceView): Side {
  if (space.col === 0) return 'left';
  if (space.col === (ROW_LENGTHS[space.row] ?? 0) - 1) return 'right';
  return 'inside';
}

export function SpaceNames() {
  const spaces = useBoardView((v) => v?.spaces);
  const placing = useBoardView((v) => v?.prompt?.kind === 'space');
  const say = useSay();
  return (
    <group name="space-names">
      {spaces
        ?.filter((s) => (s.name || s.reservedCard) && !s.tile && s.type !== 'offmap')
        .map((s) => {
          const side = sideOf(s);
          if (side === 'inside' && placing) return null;
          const [x, z] = spacePosition(s);
          const position: [number, number, number] =
            side === 'inside' ? [x, SPACE_TOP, z + INSIDE_OFFSET_Z] : [x + (side === 'left' ? -OUTSIDE_OFFSET_X : OUTSIDE_OFFSET_X), SPACE_TOP, z];
          return (
            <SceneLabel
              key={s.id}
              position={position}
              tone="place"
              wrap={side === 'inside' ? INSIDE_WRAP_PX : OUTSIDE_WRAP_PX}
              className={`space-name space-name-${side}`}
              testId={`space-name-${s.id}`}
            >
              {side === 'inside' ? keepShortWordsWithNext(saySpaceName(say, s) ?? '') : saySpaceName(say, s)}
            </SceneLabel>
          );
        })}
    </group>
  );
}
