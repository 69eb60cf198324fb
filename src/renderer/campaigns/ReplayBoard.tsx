// The game's own 3D board, drawn for one replayed position: the same board components the game screens
// use, fed the replay's view with its prompt taken away (the TM board reads it from the BoardViewContext
// the replay screen provides), so nothing glows and no click sends a move.
import { lazy, Suspense } from 'react';
import type { GameView } from '../../shared/protocol';

const TmBoard = lazy(() => import('../tm/board/Board'));
const TinyBoard = lazy(() => import('../tiny/TinyBoard'));
const DiceTable = lazy(() => import('../dice/DiceTable'));

const NO_TARGETS = new Set<never>();
function ignoreMove(): void {
  /* a replay only looks: moves are never sent */
}

export function ReplayBoard({ view: still }: { view: GameView }) {
  return (
    <div className={`replay-board replay-board-${still.system}`} data-testid="replay-board">
      <Suspense fallback={<div className="hint">Loading the board…</div>}>
        {still.system === 'tm' && <TmBoard />}
        {still.system === 'tiny' && <TinyBoard view={still} targets={NO_TARGETS} onPick={ignoreMove} />}
        {still.system === 'dice' && <DiceTable view={still} onMove={ignoreMove} />}
      </Suspense>
    </div>
  );
}
