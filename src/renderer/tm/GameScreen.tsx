// The game: full-window 3D board with HTML overlays laid out around a free "board region".
import { lazy, Suspense, useEffect, useRef } from 'react';
import { bonusAmounts } from '../../shared/tm/messages';
import { useSay } from '../i18n/useSay';
import { useCardWords } from './cardWords';
import { saySpaceName } from './spaceName';
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
  const words = useCardWords();
  const say = words.say;
  if (!id) return null;
  const bonus = space ? bonusAmounts(space.bonus) : [];
  const name = space && saySpaceName(say, space);
  const tile = space?.tile;
  return (
    <div className="hover-info" data-testid="hover-info">
      <b>{name ?? say('tmScreen.space.kind', { kind: space?.type ?? 'offmap' })}</b>
      {name && <span> · {say('tmScreen.space.kindOfNamed', { kind: space.type })}</span>}
      {bonus.length > 0 && <span> · {say('tmScreen.space.bonus', { bonus })}</span>}
      {tile && <span data-testid="hover-tile"> · {tile.specialCard ? words.name(tile.specialCard) : say('tmScreen.space.tile', { kind: tile.kind })}</span>}
      {legal && <span className="glow-word"> · {say('tmScreen.space.clickToPlace')}</span>}
    </div>
  );
}

export default function GameScreen() {
  usePassDevice();
  const say = useSay();
  useGameSounds();
  const wide = useApp((s) => s.view?.prompt?.kind === 'cards');
  const passing = useUi((s) => s.passTo !== null);
  // The palette is read while drawing (playerHex): a change redraws the panels (this render) and rebuilds the
  // board's pieces (its key), whose materials are made per colour.
  const colourBlind = useSettings((s) => s.colourBlind);
  return (
    <div className={`game ${wide ? 'wide-prompt' : ''}`}>
      <Suspense fallback={<div className="board-canvas loading">{say('tmScreen.top.loadingBoard')}</div>}>
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
