// A game's report: its statistics as charts (from the host's replay of the saved moves), the award
// values, and the standings of the campaign it belongs to; from here the replay opens.
import { useEffect } from 'react';
import type { CampaignSummary, GameStats, GamesStats } from '../../shared/campaign';
import { SYSTEM_NAMES } from '../../shared/systems';
import { Shell } from '../screens/Menus';
import { useLan } from '../lan';
import { actions, useApp } from '../store';
import { StandingsTable } from './CampaignsScreen';
import { campaignActions, useCampaigns } from './campaignState';
import { BreakdownChart, ByGenerationChart, CampaignScoresChart, CorporationsChart, ParameterRaisesChart } from './charts';
import { ResourceFlows } from './ResourceFlows';
import { ScoreSources } from './ScoreSources';
import './campaigns.css';

export function GameReport() {
  const stats = useCampaigns((s) => s.stats);
  const gameId = useCampaigns((s) => s.gameId);
  const campaign = useCampaigns((s) => s.campaigns?.find((c) => c.history.some((g) => g.gameId === s.gameId)) ?? null);
  const inGame = useApp((s) => s.gameView !== null);
  const fromAfar = useLan((s) => s.mySeat !== null);
  return (
    <Shell title="Game report">
      <div className="report-card" data-testid="game-report">
        {stats === null ? <div className="hint">Replaying the game for its statistics…</div> : <StatsCharts stats={stats} />}
        {campaign && <CampaignPart campaign={campaign} />}
      </div>
      <div className="row-buttons">
        {gameId && (
          <button type="button" className="primary" data-testid="open-replay" onClick={() => campaignActions.replay(gameId)}>
            Replay
          </button>
        )}
        {inGame && (
          <button type="button" data-testid="back-to-game" onClick={() => actions.goto('game')}>
            Back to the game
          </button>
        )}
        {!fromAfar && (
          <button type="button" data-testid="report-campaigns" onClick={() => actions.goto('campaigns')}>
            Campaigns
          </button>
        )}
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          Home
        </button>
      </div>
    </Shell>
  );
}

function StatsCharts({ stats }: { stats: GameStats }) {
  const unit = stats.system === 'tm' ? 'generation' : 'round';
  return (
    <>
      <div className="save-meta">
        {SYSTEM_NAMES[stats.system]} · {stats.players.join(', ')} · {stats.moves} moves · {stats.finished ? 'finished' : 'in progress'}
      </div>
      {stats.breakdown.length > 0 && (
        <table className="standings" data-testid="final-scores">
          <thead>
            <tr>
              <th>Rank</th>
              <th>Player</th>
              {Object.keys(stats.breakdown[0]!.parts).map((kind) => (
                <th key={kind}>{kind}</th>
              ))}
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {[...stats.breakdown].sort((a, b) => a.rank - b.rank).map((line) => (
              <tr key={line.seat}>
                <td>{line.rank}</td>
                <td>{line.name}</td>
                {Object.values(line.parts).map((points, i) => (
                  <td key={i}>{points}</td>
                ))}
                <td>{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="report-grid">
        <ByGenerationChart stats={stats} value="score" title={stats.system === 'tm' ? `Victory points by ${unit}` : `Score track by ${unit}`} testId="chart-score" />
        {stats.system === 'tm' && <ByGenerationChart stats={stats} value="tr" title="Terraform rating by generation" testId="chart-tr" />}
        {stats.breakdown.length > 0 && <BreakdownChart stats={stats} />}
        {stats.parameterRaises && <ParameterRaisesChart stats={stats} />}
      </div>
      <ScoreSources stats={stats} />
      <ResourceFlows stats={stats} />
      {stats.awards && stats.awards.length > 0 && (
        <table className="standings" data-testid="award-rankings">
          <thead>
            <tr>
              <th>Award</th>
              <th>Funded by</th>
              {stats.players.map((name) => (
                <th key={name}>{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.awards.map((award) => (
              <tr key={award.name}>
                <td>{award.name}</td>
                <td>{award.fundedBy === null ? '–' : stats.players[award.fundedBy]}</td>
                {award.values.map((value, seat) => (
                  <td key={seat}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function CampaignPart({ campaign }: { campaign: CampaignSummary }) {
  const stats = useCampaigns((s) => (s.campaignStats?.campaignId === campaign.id ? s.campaignStats : null));
  useEffect(() => campaignActions.stats(campaign.id), [campaign.id, campaign.finished]);
  return (
    <div data-testid="report-campaign">
      <h3>
        Campaign “{campaign.name}” · {campaign.finished} finished
      </h3>
      <StandingsTable standings={campaign.standings} />
      {campaign.finished > 1 && <CampaignScoresChart campaign={campaign} />}
      {stats && <AcrossGames stats={stats} />}
    </div>
  );
}

/** Statistics across finished games: a campaign's on its report, every game of a system on the Load screen. */
export function AcrossGames({ stats }: { stats: GamesStats }) {
  return (
    <div data-testid="campaign-stats">
      <div className="save-meta">
        Average length: {stats.averageLength ?? '–'} {stats.averageLength === null ? '' : 'generations or rounds'}
        {stats.records.map((r) => (
          <span key={r.label}>
            {' '}
            · {r.label}: {r.value} ({r.name}, game {r.game})
          </span>
        ))}
      </div>
      {stats.corporations.length > 0 && <CorporationsChart stats={stats} />}
      {stats.cards.length > 0 && (
        <table className="standings" data-testid="card-stats">
          <thead>
            <tr>
              <th>Most played cards</th>
              <th>Played</th>
              <th>Won</th>
              <th>Win ratio</th>
            </tr>
          </thead>
          <tbody>
            {stats.cards.map((card) => (
              <tr key={card.name}>
                <td>{card.name}</td>
                <td>{card.played}</td>
                <td>{card.won}</td>
                <td>{Math.round((card.won / card.played) * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
