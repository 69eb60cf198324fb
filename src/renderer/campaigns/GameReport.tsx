// A game's report: its statistics as charts (from the host's replay of the saved moves), the award
// values, and the standings of the campaign it belongs to; from here the replay opens.
import { useEffect } from 'react';
import type { CampaignSummary, GameStats, GamesStats } from '../../shared/campaign';
import { SYSTEM_NAME_KEYS, sayPart, sayRecord } from './campaignWords';
import { Shell } from '../screens/Menus';
import { useLan } from '../lan';
import { actions, useApp } from '../store';
import { StandingsTable } from './CampaignsScreen';
import { campaignActions, useCampaigns } from './campaignState';
import { BreakdownChart, ByGenerationChart, CampaignScoresChart, CorporationsChart, ParameterRaisesChart } from './charts';
import { ResourceFlows } from './ResourceFlows';
import { ScoreSources } from './ScoreSources';
import './campaigns.css';
import { useSay } from '../i18n/useSay';
import { useCardWords } from '../tm/cardWords';
import { sayMessageOrText } from '../i18n/say';

export function GameReport() {
  const stats = useCampaigns((s) => s.stats);
  const gameId = useCampaigns((s) => s.gameId);
  const campaign = useCampaigns((s) => s.campaigns?.find((c) => c.history.some((g) => g.gameId === s.gameId)) ?? null);
  const inGame = useApp((s) => s.gameView !== null);
  const fromAfar = useLan((s) => s.mySeat !== null);
  const say = useSay();
  return (
    <Shell title={say('campaign.report.title')}>
      <div className="report-card" data-testid="game-report">
        {stats === null ? <div className="hint">{say('campaign.report.replaying')}</div> : <StatsCharts stats={stats} />}
        {campaign && <CampaignPart campaign={campaign} />}
      </div>
      <div className="row-buttons">
        {gameId && (
          <button type="button" className="primary" data-testid="open-replay" onClick={() => campaignActions.replay(gameId)}>
            {say('common.frame.replay')}
          </button>
        )}
        {inGame && (
          <button type="button" data-testid="back-to-game" onClick={() => actions.goto('game')}>
            {say('campaign.report.backToGame')}
          </button>
        )}
        {!fromAfar && (
          <button type="button" data-testid="report-campaigns" onClick={() => actions.goto('campaigns')}>
            {say('common.home.campaigns')}
          </button>
        )}
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          {say('campaign.report.home')}
        </button>
      </div>
    </Shell>
  );
}

function StatsCharts({ stats }: { stats: GameStats }) {
  const say = useSay();
  const words = useCardWords();
  return (
    <>
      <div className="save-meta">
        {say('campaign.report.summary', { game: say(SYSTEM_NAME_KEYS[stats.system]), players: stats.players, moves: stats.moves, finished: stats.finished ? 'yes' : 'no' })}
      </div>
      {stats.breakdown.length > 0 && (
        <table className="standings" data-testid="final-scores">
          <thead>
            <tr>
              <th>{say('campaign.report.rank')}</th>
              <th>{say('campaign.report.player')}</th>
              {Object.keys(stats.breakdown[0]!.parts).map((kind) => (
                <th key={kind}>{sayPart(say, kind)}</th>
              ))}
              <th>{say('campaign.report.total')}</th>
            </tr>
          </thead>
          <tbody>
            {[...stats.breakdown].sort((a, b) => a.rank - b.rank).map((line) => (
              <tr key={line.seat}>
                <td>{line.rank}</td>
                <td>{sayMessageOrText(say, line.name)}</td>
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
        <ByGenerationChart stats={stats} value="score" title={say(stats.system === 'tm' ? 'campaign.chart.vpByGeneration' : 'campaign.chart.scoreByRound')} testId="chart-score" />
        {stats.system === 'tm' && <ByGenerationChart stats={stats} value="tr" title={say('campaign.chart.trByGeneration')} testId="chart-tr" />}
        {stats.breakdown.length > 0 && <BreakdownChart stats={stats} />}
        {stats.parameterRaises && <ParameterRaisesChart stats={stats} />}
      </div>
      <ScoreSources stats={stats} />
      <ResourceFlows stats={stats} />
      {stats.awards && stats.awards.length > 0 && (
        <table className="standings" data-testid="award-rankings">
          <thead>
            <tr>
              <th>{say('campaign.report.award')}</th>
              <th>{say('campaign.report.fundedBy')}</th>
              {stats.players.map((name) => (
                <th key={name}>{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.awards.map((award) => (
              <tr key={award.name}>
                <td>{words.awardName(award.name)}</td>
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
  const say = useSay();
  return (
    <div data-testid="report-campaign">
      <h3>
        {say('campaign.report.campaign', { name: campaign.name, count: campaign.finished })}
      </h3>
      <StandingsTable standings={campaign.standings} />
      {campaign.finished > 1 && <CampaignScoresChart campaign={campaign} />}
      {stats && <AcrossGames stats={stats} />}
    </div>
  );
}

/** Statistics across finished games: a campaign's on its report, every game of a system on the Load screen. */
export function AcrossGames({ stats }: { stats: GamesStats }) {
  const say = useSay();
  const words = useCardWords();
  return (
    <div data-testid="campaign-stats">
      <div className="save-meta">
        {stats.averageLength === null ? say('campaign.stats.noAverage') : say('campaign.stats.averageLength', { length: stats.averageLength })}
        {stats.records.map((r) => (
          <span key={r.label}>
            {' '}
            · {say('campaign.stats.record', { record: sayRecord(say, r.label), value: r.value, name: sayMessageOrText(say, r.name), game: r.game })}
          </span>
        ))}
      </div>
      {stats.corporations.length > 0 && <CorporationsChart stats={stats} />}
      {stats.cards.length > 0 && (
        <table className="standings" data-testid="card-stats">
          <thead>
            <tr>
              <th>{say('campaign.stats.mostPlayed')}</th>
              <th>{say('campaign.standings.played')}</th>
              <th>{say('campaign.stats.won')}</th>
              <th>{say('campaign.stats.winRatio')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.cards.map((card) => (
              <tr key={card.name}>
                <td>{card.id ? words.name(card.id) : card.name}</td>
                <td>{card.played}</td>
                <td>{card.won}</td>
                <td>{say('campaign.stats.ratio', { share: card.won / card.played })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
