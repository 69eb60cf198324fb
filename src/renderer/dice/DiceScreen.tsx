// The Dice Game screen: the 3D table behind HTML overlays (info, player boards, hand, prompt, log, scores).
import { lazy, Suspense } from 'react';
import type { DiceMove } from '../../shared/dice/moves';
import type { DiceView } from '../../shared/dice/view';
import { FinalScores, GameInfo, Log } from './GameInfo';
import { Hand, PlayerBoards } from './PlayerBoards';
import { PromptPanel } from './PromptPanel';
import { UndoButton } from '../undo/UndoButton';
import { panel, small } from './styles';

const DiceTable = lazy(() => import('./DiceTable'));

export function DiceScreen({ view, seat, onMove }: { view: DiceView; seat: number; onMove: (move: DiceMove) => void }) {
  const me = view.players[seat];
  const waiting = view.waitingFor.filter((s) => s !== seat).map((s) => view.players[s]?.name);
  return (
    <div data-testid="dice-screen" style={{ position: 'fixed', inset: 0, background: '#140b08', overflow: 'hidden' }}>
      <Suspense fallback={<div style={{ ...panel, position: 'absolute', left: '45%', top: '45%' }}>Setting up the table…</div>}>
        <DiceTable view={view} onMove={onMove} />
      </Suspense>
      <div style={{ position: 'absolute', left: 8, top: 8, width: 330, display: 'flex', flexDirection: 'column', gap: 6, pointerEvents: 'none' }}>
        <GameInfo view={view} />
        <Log lines={view.log} />
      </div>
      <div style={{ position: 'absolute', right: 8, top: 8, width: 320, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto', pointerEvents: 'auto' }}>
        <PlayerBoards view={view} />
      </div>
      <div style={{ position: 'absolute', left: 8, bottom: 8, width: 420, display: 'flex', flexDirection: 'column', gap: 6, pointerEvents: 'none' }}>
        <PromptPanel prompt={view.prompt} me={me} onMove={onMove} />
        {!view.prompt && !view.finished && (
          <div style={panel} data-testid="dice-waiting">
            <span style={small}>Waiting for {waiting.join(', ') || 'the table'}…</span>
            <UndoButton />
          </div>
        )}
      </div>
      <div style={{ position: 'absolute', left: 440, bottom: 8, width: 360, maxHeight: '30vh', overflowY: 'auto', pointerEvents: 'auto' }}>
        <Hand me={me} />
      </div>
      <FinalScores view={view} />
    </div>
  );
}

export default DiceScreen;
