// Hot-seat privacy for every game: when the seat on screen changes to another local player, the hand and
// choices stay hidden behind a "pass the device" card until that player confirms.
import { useEffect, useRef } from 'react';
import type { PlayerColor } from '../../shared/tm/basics';
import { useApp } from '../store';
import { useUi } from '../ui';
import { PlayerName } from './bits';
import { useSay } from '../i18n/useSay';

export function usePassDevice(): void {
  const viewer = useApp((s) => s.gameView?.viewer ?? null);
  const players = useApp((s) => s.session?.seats.length ?? 0);
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

type SeatPlayer = { seat?: number; name: string; color?: string };

/** The seat's name and colour, from whichever game's view is on screen. */
function useSeatLabel(seat: number | null): { name: string; color: PlayerColor } | undefined {
  // Select the view's own player object (a stable reference); a fresh object here would re-render forever.
  const player = useApp((s) =>
    seat === null || !s.gameView ? undefined : (s.gameView.players as SeatPlayer[]).find((p, i) => (p.seat ?? i) === seat),
  );
  return player ? { name: player.name, color: (player.color ?? 'red') as PlayerColor } : undefined;
}

/** @param belowHeader leave the game's header row (and its ☰ menu) visible and usable. */
export function PassDevice({ belowHeader = false }: { belowHeader?: boolean }) {
  const passTo = useUi((s) => s.passTo);
  const player = useSeatLabel(passTo);
  const say = useSay();
  if (passTo === null) return null;
  return (
    <div className={`modal-back opaque${belowHeader ? ' below-header' : ''}`}>
      <div className="modal pass" data-testid="pass-device">
        <h2>
          {say('tmScreen.passDevice.to')} <PlayerName player={player} />
        </h2>
        <p>{player ? say('tmScreen.passDevice.hidden', { name: player.name }) : say('tmScreen.passDevice.hiddenNoName')}</p>
        <button type="button" className="primary big" data-testid="pass-device-ok" autoFocus onClick={() => useUi.setState({ passTo: null, revealedSeat: passTo })}>
          {player ? say('tmScreen.passDevice.ready', { name: player.name }) : say('tmScreen.passDevice.readyNoName')}
        </button>
      </div>
    </div>
  );
}
