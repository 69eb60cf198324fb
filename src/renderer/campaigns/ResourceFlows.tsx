// End of a Terraforming Mars game: the resources each player produced and spent, by kind. M€ get their
// own chart: they run to hundreds and would flatten the other kinds.
import { Bar, BarChart } from 'recharts';
import type { GameStats } from '../../shared/campaign';
import { RESOURCES } from '../../shared/tm/basics';
import { RESOURCE_LABEL as LABEL } from '../tm/bits';
import { ChartFrame, frame, SEAT_PALETTE } from './charts';

const OTHER_KINDS = RESOURCES.filter((r) => r !== 'megacredits');

export function ResourceFlows({ stats }: { stats: GameStats }) {
  const flows = stats.resources;
  if (!flows) return null;
  const money = flows.map((flow, seat) => ({ name: stats.players[seat] ?? `Seat ${seat + 1}`, Produced: flow.produced.megacredits ?? 0, Spent: flow.spent.megacredits ?? 0 }));
  const byKind = (side: 'produced' | 'spent') =>
    OTHER_KINDS.map((kind) => {
      const row: Record<string, string | number> = { kind: LABEL[kind] };
      stats.players.forEach((name, seat) => (row[name] = flows[seat]?.[side][kind] ?? 0));
      return row;
    });
  return (
    <section data-testid="resource-flows">
      <h3>Resources produced and spent</h3>
      <div className="hint">Produced: each production phase's income. Spent: payments, conversions, fees and the costs of a player's own cards (resources gained from tiles and cards, or lost to others, are neither).</div>
      <div className="report-grid">
        <ChartFrame title="M€ produced (production phases) and spent" testId="chart-money-flow">
          <BarChart data={money} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
            {frame('name', true)}
            <Bar dataKey="Produced" fill={SEAT_PALETTE[1]} isAnimationActive={false} />
            <Bar dataKey="Spent" fill={SEAT_PALETTE[0]} isAnimationActive={false} />
          </BarChart>
        </ChartFrame>
        <KindChart title="Other resources produced (production phases)" testId="chart-produced" data={byKind('produced')} players={stats.players} />
        <KindChart title="Other resources spent" testId="chart-spent" data={byKind('spent')} players={stats.players} />
      </div>
      <table className="standings" data-testid="resource-table">
        <thead>
          <tr>
            <th>Produced / spent</th>
            {RESOURCES.map((r) => (
              <th key={r}>{LABEL[r]}</th>
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
