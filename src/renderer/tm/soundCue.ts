// Which sound a new Terraforming Mars view calls for, compared with the view before it: the game's end, the
// viewer's turn, a raised global parameter, a placed tile (one cue per update, the most telling one).
import type { TmView } from '../../shared/tm/view';
import type { SoundCue } from '../common/sound';

const tileCount = (view: TmView) => view.spaces.reduce((n, s) => n + (s.tile ? 1 : 0), 0);

/** The cue for the change from `before` to `after`, or null (also for the first view: loading makes no sound). */
export function soundCue(before: TmView | null, after: TmView): SoundCue | null {
  if (!before) return null;
  if (after.scores && !before.scores) return 'gameEnded';
  const turn = after.prompt?.kind === 'action' && after.prompt.actionsTaken === 0 ? after.prompt.seat : null;
  const hadTurn = before.prompt?.kind === 'action' ? before.prompt.seat : null;
  if (turn !== null && turn !== hadTurn) return 'yourTurn';
  // Oceans count as tiles: their own sound is the tile's.
  const raised = (['temperature', 'oxygen'] as const).some((p) => after.parameters[p] > before.parameters[p]);
  if (raised) return 'parameterRaised';
  if (tileCount(after) > tileCount(before)) return 'tilePlaced';
  return null;
}
