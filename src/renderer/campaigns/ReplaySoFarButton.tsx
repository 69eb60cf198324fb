// "Replay so far" from inside a game: its saved moves as the watching seat saw them (at the host, or by a
// LAN player for the game it is in; the host decides which seats may be watched).
import { useApp } from '../store';
import { campaignActions } from './campaignState';

export function ReplaySoFarButton({ className, label = 'Replay so far', onOpen }: { className?: string; label?: string; onOpen?: () => void }) {
  const gameId = useApp((s) => s.session?.gameId ?? null);
  const viewer = useApp((s) => s.gameView?.viewer ?? null);
  if (!gameId) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid="replay-so-far"
      title="Step through this game's moves so far, as your seat saw them"
      onClick={() => {
        onOpen?.();
        campaignActions.replay(gameId, viewer);
      }}
    >
      {label}
    </button>
  );
}
