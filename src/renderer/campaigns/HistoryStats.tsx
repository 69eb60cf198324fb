// The Load screen's statistics over every finished game of one system, campaign or not: how long games run,
// the records, and for Terraforming Mars the corporations and most played cards with their win ratios.
import { useEffect } from 'react';
import { SYSTEM_NAMES, type SystemId } from '../../shared/systems';
import { AcrossGames } from './GameReport';
import { campaignActions, useCampaigns } from './campaignState';

export function HistoryStats({ system }: { system: SystemId }) {
  const shown = useCampaigns((s) => (s.historyStats?.system === system ? s.historyStats.stats : null));
  useEffect(() => campaignActions.historyStats(system), [system]);
  return (
    <section className="history-stats" data-testid={`history-stats-${system}`}>
      <h3>
        All finished {SYSTEM_NAMES[system]} games{shown ? ` · ${shown.games}` : ''}
      </h3>
      {shown ? <AcrossGames stats={shown} /> : <div className="hint">Reading the saves…</div>}
    </section>
  );
}
