// The game's own 3D board, drawn for one replayed position: the same board components the game screens
// use, fed the replay's view with its prompt taken away, so nothing glows and no click sends a move.
import { lazy, Suspense, useMemo } from 'react';
import type { GameView } from '../../shared/protocol';
import { BoardViewContext } from '../tm/board/boardView';

const TmBoard = lazy(() => import('../tm/board/Board'));
const TinyBoard = lazy(() => import('../tiny/TinyBoard'));
const DiceTable = lazy(() => import('../dice/DiceTable'));

const NO_TARGETS = new Set<never>();
function ignoreMove(): void {
  /* a replay only looks: moves are never sent */
}

export function ReplayBoard({ view }: { view: GameView }) {
  const still = useMemo(() => ({ ...view, prompt: null }), [view]);
  return (
    <div className="replay-board" data-testid="replay-board">
      <Suspense fallback={<div className="hint">Loading the board…</div>}>
        {still.system === 'tm' && (
          <BoardViewContext.Provider value={still}>
            <TmBoard />
          </BoardViewContext.Provider>
        )}
        {still.system === 'tiny' && <TinyBoard view={still} targets={NO_TARGETS} onPick={ignoreMove} />}
        {still.system === 'dice' && <DiceTable view={still} onMove={ignoreMove} />}
      </Suspense>
    </div>
  );
}
