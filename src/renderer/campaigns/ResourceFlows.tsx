// End of a Terraforming Mars game: the resources each player produced and spent, by kind. M€ get their
// own chart: they run to hundreds and would flatten the other kinds.
import { Bar, BarChart } from 'recharts';
import type { GameStats } from '../../shared/campaign';
import { RESOURCES, type Resource } from '../../shared/tm/basics';
import { ChartFrame, frame, SEAT_PALETTE } from './charts';
import { useSay } from '../i18n/useSay';

const OTHER_KINDS = RESOURCES.filter((r) => r !== 'megacredits');
const LABEL: Record<Resource, string> = {
  megacredits: 'campaign.resource.megacredits',
  steel: 'campaign.resource.steel',
  titanium: 'campaign.resource.titanium',
  plants: 'campaign.resource.plants',
  energy: 'campaign.resource.energy',
  heat: 'campaign.resource.heat',
};

export function ResourceFlows({ stats }: { stats: GameStats }) {
  const say = useSay();
  const flows = stats.resources;
  if (!flows) return null;
  const produced = say('campaign.flows.produced');
  const spent = say('campaign.flows.spent');
  const money = flows.map((flow, seat) => ({ name: stats.players[seat] ?? say('common.saves.seat', { number: seat + 1 }), produced: flow.produced.megacredits ?? 0, spent: flow.spent.megacredits ?? 0 }));
  const byKind = (side: 'produced' | 'spent') =>
    OTHER_KINDS.map((kind) => {
      const row: Record<string, string | number> = { kind: say(LABEL[kind]) };
      stats.players.forEach((name, seat) => (row[name] = flows[seat]?.[side][kind] ?? 0));
      return row;
    });
  return (
    <section data-testid="resource-flows">
      <h3>{say('campaign.flows.title')}</h3>
      <div className="hint">{say('campaign.flows.explain')}</div>
      <div className="report-grid">
        <ChartFrame title={say('campaign.flows.money')} testId="chart-money-flow">
          <BarChart data={money} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
            {frame('name', true)}
            <Bar dataKey="produced" name={produced} fill={SEAT_PALETTE[1]} isAnimationActive={false} />
            <Bar dataKey="spent" name={spent} fill={SEAT_PALETTE[0]} isAnimationActive={false} />
          </BarChart>
        </ChartFrame>
        <KindChart title={say('campaign.flows.otherProduced')} testId="chart-produced" data={byKind('produced')} players={stats.players} />
        <KindChart title={say('campaign.flows.otherSpent')} testId="chart-spent" data={byKind('spent')} players={stats.players} />
      </div>
      <table className="standings" data-testid="resource-table">
        <thead>
          <tr>
            <th>{say('campaign.flows.producedSpent')}</th>
            {RESOURCES.map((r) => (
              <th key={r}>{say(LABEL[r])}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {flows.map((flow, seat) => (
            <tr key={seat}>
              <td>{stats.players[seat]}</td>
              {RESOURCES.map((r) => (
                <td key={r}>
                  {flow.produced[r] ?? 0} / {flow.spent[r] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function KindChart({ title, testId, data, players }: { title: string; testId: string; data: Record<string, string | number>[]; players: string[] }) {
  return (
    <ChartFrame title={title} testId={testId}>
      <BarChart data={data} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
        {frame('kind', true, { interval: 0 })}
        {players.map((name, seat) => (
          <Bar key={name} dataKey={name} fill={SEAT_PALETTE[seat]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
