// Charts of a game and of a campaign, drawn with recharts (bundled, so they work offline).
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { GamesStats, CampaignSummary, GameStats } from '../../shared/campaign';
import { CUBE_COLOURS } from '../tiny/look';
import { useSay } from '../i18n/useSay';
import { useCardWords } from '../tm/cardWords';
import { sayPart } from './campaignWords';
import { sayMessageOrText } from '../i18n/say';

/** One colour per seat, readable on the dark panels. */
export const SEAT_PALETTE = ['#e8603c', '#5cc46b', '#5a9cf0', '#f2c94c', '#c89cf2'];
export const AXIS = { stroke: '#a59c92', fontSize: 11 };
export const TOOLTIP = { contentStyle: { background: '#1c1d27', border: '1px solid #3a3b4a', color: '#eee' } };

/** The grid, axes, tooltip and legend every chart here shares (an array: recharts reads its children flat). */
export function frame(xKey: string, wholeNumbers = false, xProps: { interval?: number } = {}): React.ReactElement[] {
  return [
    <CartesianGrid key="grid" stroke="#2c2d3a" />,
    <XAxis key="x" dataKey={xKey} {...AXIS} {...xProps} />,
    <YAxis key="y" {...AXIS} width={36} allowDecimals={!wholeNumbers} />,
    <Tooltip key="tooltip" {...TOOLTIP} />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
}

export function ChartFrame({ title, testId, height = 200, children }: { title: string; testId: string; height?: number; children: React.ReactElement }) {
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** One line per player over the generations (or rounds) of a game. */
export function ByGenerationChart({ stats, value, title, testId }: { stats: GameStats; value: 'score' | 'tr'; title: string; testId: string }) {
  const data = stats.byGeneration.map((point) => {
    const row: Record<string, number> = { generation: point.generation };
    const values = value === 'score' ? point.score : (point.tr ?? []);
    stats.players.forEach((name, seat) => (row[name] = values[seat] ?? 0));
    return row;
  });
  return (
    <ChartFrame title={title} testId={testId}>
      <LineChart data={data} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
        {frame('generation')}
        {stats.players.map((name, seat) => (
          <Line key={name} type="monotone" dataKey={name} stroke={SEAT_PALETTE[seat]} dot={false} strokeWidth={2} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartFrame>
  );
}

/**
 * Point kinds that have a colour of their own on every board (heat red, greenery green, water blue, cities grey):
 * the chart uses the same; other kinds take the palette in turn.
 */
export const KIND_COLOURS: Partial<Record<string, string>> = {
  Heat: CUBE_COLOURS.heat,
  Greenery: CUBE_COLOURS.greenery,
  Greeneries: CUBE_COLOURS.greenery,
  Water: CUBE_COLOURS.water,
  Cities: '#9aa3ad',
};

export function kindColour(kind: string, index: number): string {
  return KIND_COLOURS[kind] ?? SEAT_PALETTE[index % SEAT_PALETTE.length];
}

/** The global parameters as the host's statistics name them. */
const PARAMETER_KEYS: Record<string, string> = { oxygen: 'campaign.parameter.oxygen', temperature: 'campaign.parameter.temperature', oceans: 'campaign.parameter.oceans' };

/** Each player's final points, stacked by kind. */
export function BreakdownChart({ stats }: { stats: GameStats }) {
  const say = useSay();
  const kinds = Object.keys(stats.breakdown[0]?.parts ?? {});
  const data = [...stats.breakdown].sort((a, b) => a.seat - b.seat).map((line) => ({ name: sayMessageOrText(say, line.name), ...line.parts }));
  return (
    <ChartFrame title={say('campaign.chart.breakdown')} testId="chart-breakdown">
      <BarChart data={data} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
        {frame('name')}
        {kinds.map((kind, i) => (
          <Bar key={kind} dataKey={kind} name={sayPart(say, kind)} stackId="points" fill={kindColour(kind, i)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

/** Terraforming Mars: steps of each global parameter raised by each player. */
export function ParameterRaisesChart({ stats }: { stats: GameStats }) {
  const say = useSay();
  const data = (stats.parameterRaises ?? []).map(({ parameter, bySeat }) => {
    const row: Record<string, string | number> = { parameter: PARAMETER_KEYS[parameter] ? say(PARAMETER_KEYS[parameter]) : parameter };
    stats.players.forEach((name, seat) => (row[name] = bySeat[seat] ?? 0));
    return row;
  });
  return (
    <ChartFrame title={say('campaign.chart.raises')} testId="chart-raises">
      <BarChart data={data} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
        {frame('parameter', true)}
        {stats.players.map((name, seat) => (
          <Bar key={name} dataKey={name} fill={SEAT_PALETTE[seat]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

/** A campaign: each seat's score in every finished game. */
export function CampaignScoresChart({ campaign }: { campaign: CampaignSummary }) {
  const say = useSay();
  const data = campaign.history
    .filter((game) => game.result !== null)
    .map((game, index) => {
      const row: Record<string, number> = { game: index + 1 };
      for (const place of game.result!.places) row[campaign.seats[place.seat]?.name ?? say('common.saves.seat', { number: place.seat + 1 })] = place.score;
      return row;
    });
  return (
    <ChartFrame title={say('campaign.chart.campaignScores')} testId="chart-campaign-scores">
      <LineChart data={data} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
        {frame('game')}
        {campaign.seats.map((seat, i) => (
          <Line key={seat.name} type="monotone" dataKey={seat.name} stroke={SEAT_PALETTE[i]} strokeWidth={2} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartFrame>
  );
}

/** A campaign of Terraforming Mars: how often each corporation was played, and won. */
export function CorporationsChart({ stats }: { stats: GamesStats }) {
  const say = useSay();
  const words = useCardWords();
  const data = stats.corporations.map((c) => ({ ...c, name: c.id ? words.name(c.id) : c.name }));
  return (
    <ChartFrame title={say('campaign.chart.corporations')} testId="chart-corporations">
      <BarChart data={data} margin={{ top: 5, right: 16, bottom: 5, left: 0 }}>
        {frame('name', true, { interval: 0 })}
        <Bar dataKey="played" name={say('campaign.standings.played')} fill={SEAT_PALETTE[2]} isAnimationActive={false} />
        <Bar dataKey="won" name={say('campaign.stats.won')} fill={SEAT_PALETTE[1]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
