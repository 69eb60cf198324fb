// The Load screen's statistics over every finished game of one system, campaign or not: how long games run,
// the records, and for Terraforming Mars the corporations and most played cards with their win ratios.
import { useEffect } from 'react';
import type { SystemId } from '../../shared/systems';
import { SYSTEM_NAME_KEYS } from './campaignWords';
import { AcrossGames } from './GameReport';
import { campaignActions, useCampaigns } from './campaignState';
import { useSay } from '../i18n/useSay';

export function HistoryStats({ system }: { system: SystemId }) {
  const shown = useCampaigns((s) => (s.historyStats?.system === system ? s.historyStats.stats : null));
  useEffect(() => campaignActions.historyStats(system), [system]);
  const say = useSay();
  return (
    <section className="history-stats" data-testid={`history-stats-${system}`}>
      <h3>
        {shown ? say('campaign.stats.allFinishedCount', { game: say(SYSTEM_NAME_KEYS[system]), count: shown.games }) : say('campaign.stats.allFinished', { game: say(SYSTEM_NAME_KEYS[system]) })}
      </h3>
      {shown ? <AcrossGames stats={shown} /> : <div className="hint">{say('campaign.stats.reading')}</div>}
    </section>
  );
}
