// The Dice Game screen: the 3D table behind HTML overlays (info, player boards, hand, prompt, log, scores).
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { DiceMove } from '../../shared/dice/moves';
import type { DiceView } from '../../shared/dice/view';
import { FinalScores, GameInfo, Log } from './GameInfo';
import { Hand, PlayerBoards } from './PlayerBoards';
import { FaceKey } from './FaceKey';
import { GoalsPanel } from './GoalsPanel';
import { PromptPanel } from './PromptPanel';
import { SideColumn } from './SideColumn';
import { UndoButton } from '../undo/UndoButton';
import { panel, small } from './styles';
import { useSay } from '../i18n/useSay';

const DiceTable = lazy(() => import('./DiceTable'));

const COLUMN_WIDTH = 'clamp(280px, 23vw, 370px)';
/** What a side column takes from the window's edge, with a gap. */
const COLUMN_SPACE = `calc(${COLUMN_WIDTH} + 16px)`;

const column: CSSProperties = {
  position: 'absolute',
  top: 8,
  bottom: 8,
  width: COLUMN_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  overflowY: 'auto',
  // A column taller than the window scrolls with a bar that shows.
  scrollbarWidth: 'thin',
  scrollbarColor: '#d08a5e rgba(255,255,255,0.08)',
  pointerEvents: 'none',
};

export function DiceScreen({ view, seat, onMove }: { view: DiceView; seat: number; onMove: (move: DiceMove) => void }) {
  const say = useSay();
  const me = view.players[seat];
  // The area a place button is hovered over: lit on the board too.
  const [hoveredArea, setHoveredArea] = useState<string | null>(null);
  const waiting = view.waitingFor.filter((s) => s !== seat).map((s) => view.players[s]?.name);
  return (
    <div data-testid="dice-screen" style={{ position: 'fixed', inset: 0, background: '#140b08', overflow: 'hidden' }}>
      <Suspense fallback={<div style={{ ...panel, position: 'absolute', left: '45%', top: '45%' }}>{say('dice.screen.settingUp')}</div>}>
        <DiceTable view={view} onMove={onMove} hoveredArea={hoveredArea} />
      </Suspense>
      {/* Two columns at the window's sides; the table is framed in the space between them. */}
      <SideColumn side="left" style={{ ...column, left: 8 }}>
        <GameInfo view={view} />
        <PromptPanel prompt={view.prompt} me={me} areas={view.areas} onMove={onMove} onHoverArea={setHoveredArea} />
        {!view.prompt && !view.finished && (
          <div style={panel} data-testid="dice-waiting">
            <span style={small}>{waiting.length > 0 ? say('dice.screen.waitingFor', { players: waiting.map((name) => name ?? '') }) : say('dice.screen.waitingForTable')}</span>
            <UndoButton />
          </div>
        )}
        <Log entries={view.log} />
      </SideColumn>
      <SideColumn side="right" style={{ ...column, right: 8, bottom: 44 /* the app's Menu button */ }}>
        <PlayerBoards view={view} />
        <Hand me={me} />
        <GoalsPanel view={view} />
      </SideColumn>
      <FaceKey style={{ position: 'absolute', bottom: 8, left: COLUMN_SPACE, right: COLUMN_SPACE, margin: '0 auto', width: 'fit-content', maxWidth: `calc(100% - 2 * ${COLUMN_SPACE})` }} />
      <FinalScores view={view} />
    </div>
  );
}

export default DiceScreen;
