// The end screen's chart: each player's estimated chance of winning after each generation, worked out by
// the host in the background (search playouts from every generation's start) and drawn when it arrives.
import { useEffect } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TmView } from '../../shared/tm/view';
import type { WinChanceChart as Chart } from '../../shared/winChances';
import { playerHex } from '../colors';
import { useWinChanceStore } from '../hints/winChanceStore';
import { actions, useApp } from '../store';
import './winChanceChart.css';
import type { Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';

const AXIS = { stroke: '#a59c92', fontSize: 11 };
/** Black is too dark for a line on the panel: it is drawn light grey. */
const lineColour = (color: TmView['players'][number]['color'] | undefined) => (color === 'black' ? '#c4c4d0' : playerHex(color));
const percentIn = (say: Say) => (value: number) => say('tmScreen.chances.percent', { share: value });

export function WinChanceChart({ view }: { view: TmView }) {
  const gameId = useApp((s) => s.session?.gameId ?? null);
  const entry = useWinChanceStore((s) => (s.entry && s.entry.gameId === gameId ? s.entry : null));
  const asked = entry !== null;
  const say = useSay();
  useEffect(() => {
    if (gameId && !asked) actions.winChances(gameId);
  }, [gameId, asked]);
  if (!gameId) return null;
  return (
    <figure className="win-chances" data-testid="win-chances">
      <figcaption>{say(view.options.solo ? 'tmScreen.chances.titleSolo' : 'tmScreen.chances.title')}</figcaption>
      {entry?.status === 'ready' && entry.chart ? (
        <ChanceLines chart={entry.chart} view={view} />
      ) : (
        <div className="win-chances-note" data-testid="win-chances-status">
          {say(entry?.status === 'failed' ? 'tmScreen.chances.failed' : 'tmScreen.chances.working')}
        </div>
      )}
    </figure>
  );
}

function ChanceLines({ chart, view }: { chart: Chart; view: TmView }) {
  const data = chart.points.map((point) => {
    const row: Record<string, number> = { generation: point.generation };
    chart.players.forEach((name, seat) => (row[name] = point.chances[seat] ?? 0));
    return row;
  });
  const say = useSay();
  const percent = percentIn(say);
  return (
    <>
      <ResponsiveContainer width="100%" height={190}>
        <LineChart data={data} margin={{ top: 6, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#2c2d3a" />
          <XAxis dataKey="generation" {...AXIS} />
          <YAxis {...AXIS} width={44} domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} tickFormatter={percent} />
          <Tooltip
            contentStyle={{ background: '#1c1d27', border: '1px solid #3a3b4a', color: '#eee' }}
            labelFormatter={(generation) => say('tmScreen.chances.after', { generation: Number(generation) })}
            formatter={(value) => percent(Number(value))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {chart.players.map((name, seat) => (
            <Line key={name} type="linear" dataKey={name} stroke={lineColour(view.players.find((p) => p.seat === seat)?.color)} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
      <div className="win-chances-note">
        {say('tmScreen.chances.method', { worlds: chart.worlds })}
      </div>
    </>
  );
}
