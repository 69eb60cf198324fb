// On the 3D board, a gold ring around the space the bot's hint suggests (when the hint is a space).
import { useApp } from '../store';
import { spacePosition } from '../tm/board/layout';
import { positionKey, useHintAt } from './hintStore';
import { useUi } from '../ui';

export function HintSpaceMarker() {
  const view = useApp((s) => s.view);
  const session = useApp((s) => s.session);
  const localStep = useUi((s) => s.playing);
  const entry = useHintAt(view && session?.hint ? positionKey(session.gameId, view.viewer, session.hint.moveCount, localStep) : null);
  const move = entry?.report?.move as { type?: unknown; space?: unknown } | undefined;
  if (!view || move?.type !== 'space') return null;
  const space = view.spaces.find((s) => s.id === move.space);
  if (!space) return null;
  const [x, z] = spacePosition(space);
  return (
    <mesh name="hint-space" position={[x, 0.12, z]} rotation={[Math.PI / 2, 0, 0]}>
      <torusGeometry args={[0.78, 0.07, 8, 40]} />
      <meshBasicMaterial color="#ffd166" />
    </mesh>
  );
}
