// Over a finished game: the way to its report (statistics, campaign standings) and replay.
import { isGameOver } from '../../shared/gameOver';
import { useApp } from '../store';
import { campaignActions } from './campaignState';
import './campaigns.css';
import { useSay } from '../i18n/useSay';

export function GameOverReportLink() {
  const say = useSay();
  const over = useApp((s) => s.gameView !== null && isGameOver(s.gameView));
  const gameId = useApp((s) => s.session?.gameId ?? null);
  if (!over || !gameId) return null;
  return (
    <button type="button" className="primary report-link" data-testid="game-report-link" onClick={() => campaignActions.report(gameId)}>
      {say('campaign.report.link')}
    </button>
  );
}
