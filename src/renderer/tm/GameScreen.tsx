// The game: full-window 3D board with HTML overlays laid out around a free "board region".
import { lazy, Suspense, useEffect, useRef } from 'react';
import { bonusWords } from '../../shared/tm/words';
import { useApp } from '../store';
import { useUi } from '../ui';
import { Hand, PlayerBoards, Scores, SidePanel, TopBar } from './Panels';
import { PassDevice, usePassDevice } from './PassDevice';
import PromptPanel from './PromptPanel';
import { Shortcuts } from '../common/shortcuts';
import { HelpPanel } from './HelpPanel';
import { CardBrowser } from '../screens/CardBrowser';
import { TM_SHORTCUTS } from './shortcuts';
import { BotMovesWaiting } from '../common/BotMovesWaiting';
import { RecentLegend } from './RecentLegend';
import { useGameSounds } from './gameSounds';
import { useLayer } from '../common/KeyboardLayers';
import { useSettings } from '../common/settings';

const Board = lazy(() => import('./board/Board'));

function Hover() {
  const id = useUi((s) => s.hoveredSpace);
  const space = useApp((s) => (id ? s.view?.spaces.find((x) => x.id === id) : undefined));
  const legal = useApp((s) => (id && s.view?.prompt?.kind === 'space' ? s.view.prompt.spaces.includes(id) : false));
  if (!id) return null;
  const bonus = space ? bonusWords(space.bonus) : '';
  return (
    <div className="hover-info" data-testid="hover-info">
      <b>{space?.name ?? (space?.type === 'ocean' ? 'Ocean area' : space?.type === 'land' ? 'Land' : 'Off-map space')}</b>
      {space?.name && <span> · {space.type === 'ocean' ? 'ocean area' : space.type}</span>}
      {bonus && <span> · bonus: {bonus}</span>}
      {space?.tile && <span> · {space.tile.special ?? space.tile.kind}</span>}
      {legal && <span className="glow-word"> · click to place</span>}
    </div>
  );
}

export default function GameScreen() {
  usePassDevice();
  useGameSounds();
  const wide = useApp((s) => s.view?.prompt?.kind === 'cards');
  const passing = useUi((s) => s.passTo !== null);
  // The palette is read while drawing (playerHex): a change redraws the panels (this render) and rebuilds the
  // board's pieces (its key), whose materials are made per colour.
  const colourBlind = useSettings((s) => s.colourBlind);
  return (
    <div className={`game ${wide ? 'wide-prompt' : ''}`}>
      <Suspense fallback={<div className="board-canvas loading">Loading the board…</div>}>
        <Board key={colourBlind ? 'colour-blind' : 'standard'} />
      </Suspense>
      <div className="overlay">
        <TopBar />
        <PlayerBoards />
        <div className="board-region" data-board-region>
          <Hover />
          <RecentLegend />
        </div>
        <div className="right-col">
          {/* Above the prompt, so it stays in sight when a wide prompt covers the board. */}
          <BotMovesWaiting />
          {!passing && <PromptPanel />}
          <SidePanel />
        </div>
        <Hand />
      </div>
      <PassDevice belowHeader />
      <Scores />
      <HelpPanel />
      <CardsOverGame />
      <Shortcuts list={TM_SHORTCUTS} />
    </div>
  );
}

/** The card browser over the game (☰ → Card browser, or K): the game, its board and prompt stay as they were. */
const closeCards = () => useUi.setState({ cardsOpen: false });

function CardsOverGame() {
  const open = useUi((s) => s.cardsOpen);
  const box = useRef<HTMLDivElement>(null);
  useLayer('cards', open, closeCards, box);
  if (!open) return null;
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <CardBrowser onClose={closeCards} />
    </div>
  );
}
