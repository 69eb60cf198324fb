// The names of Mars's named spaces (Tharsis Tholus, Noctis City…) as body-size HTML labels pinned to their hexes,
// so they read at any window size and never blur; the printed board keeps only the placement-bonus icons. A
// tile placed on the space takes the name's place (the tile has its own label, the hover chip names the space).
import { useBoardView } from './boardView';
import { SceneLabel } from '../../common/SceneLabel';
import { SPACE_TOP, spacePosition } from './layout';

/** Below the hex's centre, under its bonus icons. */
const NAME_OFFSET_Z = 0.42;
/** Two-word names break into two lines within about a hex's width. */
const NAME_WRAP_PX = 84;

export function SpaceNames() {
  const spaces = useBoardView((v) => v?.spaces);
  return (
    <group name="space-names">
      {spaces
        ?.filter((s) => s.name && !s.tile && s.type !== 'offmap')
        .map((s) => {
          const [x, z] = spacePosition(s);
          return (
            <SceneLabel key={s.id} position={[x, SPACE_TOP, z + NAME_OFFSET_Z]} tone="place" wrap={NAME_WRAP_PX} testId={`space-name-${s.id}`}>
              {s.name}
            </SceneLabel>
          );
        })}
    </group>
  );
}
