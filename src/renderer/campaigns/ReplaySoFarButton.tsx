// "Replay so far" from inside a game: its saved moves as the watching seat saw them (at the host, or by a
// LAN player for the game it is in; the host decides which seats may be watched).
import { useApp } from '../store';
import { campaignActions } from './campaignState';
import { useSay } from '../i18n/useSay';

export function ReplaySoFarButton({ className, label, onOpen }: { className?: string; label?: string; onOpen?: () => void }) {
  const say = useSay();
  const gameId = useApp((s) => s.session?.gameId ?? null);
  const viewer = useApp((s) => s.gameView?.viewer ?? null);
  if (!gameId) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid="replay-so-far"
      title={say('campaign.replay.soFarHint')}
      onClick={() => {
        onOpen?.();
        campaignActions.replay(gameId, viewer);
      }}
    >
      {label ?? say('common.saves.replaySoFar')}
    </button>
  );
}
