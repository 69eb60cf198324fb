// The game: full-window 3D board with HTML overlays laid out around a free "board region".
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useApp } from '../store';
import { useUi } from '../ui';
import { PlayerName } from './bits';
import { Hand, PlayerBoards, Scores, SidePanel, TopBar } from './Panels';
import PromptPanel from './PromptPanel';

const Board = lazy(() => import('../board/Board'));

/** Hot-seat: when the shown seat changes, hide the hand until the next player confirms. */
function usePassDevice(): void {
  const viewer = useApp((s) => s.view?.viewer ?? null);
  const players = useApp((s) => s.view?.players.length ?? 0);
  const controllable = useApp((s) => s.session?.controllable.length ?? 0);
  const last = useRef<number | null>(null);
  useEffect(() => {
    const prev = last.current;
    last.current = viewer;
    if (viewer === null || prev === null || prev === viewer) return;
    if (players <= 1 || controllable <= 1) return;
    useUi.setState({ passTo: viewer });
  }, [viewer, players, controllable]);
}

function PassDevice() {
  const passTo = useUi((s) => s.passTo);
  const player = useApp((s) => (passTo === null ? undefined : s.view?.players.find((p) => p.seat === passTo)));
  if (passTo === null) return null;
  return (
    <div className="modal-back opaque">
      <div className="modal pass" data-testid="pass-device">
        <h2>
          Pass the device to <PlayerName player={player} />
        </h2>
        <p>The hand and choices stay hidden until {player?.name ?? 'the next player'} is ready.</p>
        <button type="button" className="primary big" data-testid="pass-device-ok" onClick={() => useUi.setState({ passTo: null, revealedSeat: passTo })}>
          I am {player?.name ?? 'ready'} — show my hand
        </button>
      </div>
    </div>
  );
}

function Hover() {
  const id = useUi((s) => s.hoveredSpace);
  const space = useApp((s) => (id ? s.view?.spaces.find((x) => x.id === id) : undefined));
  const legal = useApp((s) => (id && s.view?.prompt?.kind === 'space' ? s.view.prompt.spaces.includes(id) : false));
  if (!id) return null;
  const bonus = space ? Object.entries(space.bonus).map(([k, v]) => `${v} ${k}`).join(', ') : '';
  return (
    <div className="hover-info" data-testid="hover-info">
      <b>{space?.name ?? `Space ${id}`}</b> <small>{id}</small>
      {space && <span> · {space.type === 'ocean' ? 'ocean area' : space.type}</span>}
      {bonus && <span> · bonus: {bonus}</span>}
      {space?.tile && <span> · {space.tile.special ?? space.tile.kind}</span>}
      {legal && <span className="glow-word"> · click to place</span>}
    </div>
  );
}

export default function GameScreen() {
  usePassDevice();
  const wide = useApp((s) => s.view?.prompt?.kind === 'cards');
  const passing = useUi((s) => s.passTo !== null);
  return (
    <div className={`game ${wide ? 'wide-prompt' : ''}`}>
      <Suspense fallback={<div className="board-canvas loading">Loading the board…</div>}>
        <Board />
      </Suspense>
      <div className="overlay">
        <TopBar />
        <PlayerBoards />
        <div className="board-region" data-board-region>
          <Hover />
        </div>
        <div className="right-col">
          {!passing && <PromptPanel />}
          <SidePanel />
        </div>
        <Hand />
      </div>
      <PassDevice />
      <Scores />
    </div>
  );
}
