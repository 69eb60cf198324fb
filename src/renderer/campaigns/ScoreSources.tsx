// At the end of a game of Terraforming Mars or the Dice Game: where each player's points came from,
// down to every card (a bar chart per player), tile, milestone and award (a list beside it).
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { GameStats, ScoreSource } from '../../shared/campaign';
import { AXIS, SEAT_PALETTE, TOOLTIP } from './charts';
import { useSay } from '../i18n/useSay';

const KIND_TITLE: Record<Exclude<ScoreSource['kind'], 'card'>, string> = {
  tr: 'campaign.sources.tr',
  track: 'campaign.sources.track',
  milestone: 'campaign.sources.milestones',
  award: 'campaign.sources.awards',
  city: 'campaign.sources.cities',
  greenery: 'campaign.sources.greeneries',
};
const CARD_ROW_PX = 22;
/** Longer card names are cut (the tooltip has them whole): a wrapped name would run into the next row. */
const NAME_CHARS = 21;
const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

export function ScoreSources({ stats }: { stats: GameStats }) {
  const say = useSay();
  if (!stats.sources) return null;
  return (
    <section data-testid="score-sources">
      <h3>{say('campaign.sources.title')}</h3>
      <div className="sources-grid">
        {stats.sources.map((sources, seat) => (
          <PlayerSources key={seat} seat={seat} name={stats.players[seat] ?? say('common.saves.seat', { number: seat + 1 })} sources={sources.map((x) => ({ ...x, name: say(x.name) }))} />
        ))}
      </div>
    </section>
  );
}

/** A source with its words said in the player's language. */
type SaidSource = Omit<ScoreSource, 'name'> & { name: string };

function PlayerSources({ seat, name, sources }: { seat: number; name: string; sources: SaidSource[] }) {
  const say = useSay();
  const total = sources.reduce((s, x) => s + x.points, 0);
  const cards = sources.filter((x) => x.kind === 'card').sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  const cardTotal = cards.reduce((s, x) => s + x.points, 0);
  return (
    <div className="sources-player" data-testid={`sources-${seat}`} style={{ borderColor: SEAT_PALETTE[seat] }}>
      <div className="sources-head">
        <b>{name}</b> <span>{say('campaign.sources.vp', { points: total })}</span>
      </div>
      {(Object.keys(KIND_TITLE) as (keyof typeof KIND_TITLE)[]).map((kind) => (
        <KindRows key={kind} title={say(KIND_TITLE[kind])} sources={sources.filter((x) => x.kind === kind)} collapse={kind === 'greenery'} />
      ))}
      <div className="sources-kind">
        <span>{say('campaign.sources.cards')}</span>
        <b>{cardTotal}</b>
      </div>
      {cards.length === 0 ? (
        <div className="hint">{say('campaign.sources.noCard')}</div>
      ) : (
        <figure className="chart" data-testid={`chart-card-points-${seat}`}>
          <ResponsiveContainer width="100%" height={cards.length * CARD_ROW_PX + 30}>
            <BarChart data={cards} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#2c2d3a" horizontal={false} />
              <XAxis type="number" {...AXIS} allowDecimals={false} />
              <YAxis type="category" dataKey="name" {...AXIS} width={158} interval={0} tickFormatter={shortName} />
              <Tooltip {...TOOLTIP} />
              <Bar dataKey="points" name={say('campaign.sources.vpShort')} isAnimationActive={false}>
                {cards.map((card) => (
                  <Cell key={card.name} fill={card.points < 0 ? '#a05050' : SEAT_PALETTE[seat]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </figure>
      )}
    </div>
  );
}

/** A kind's subtotal, then each source of that kind (greeneries folded away: there are many, 1 VP each). */
function KindRows({ title, sources, collapse }: { title: string; sources: SaidSource[]; collapse: boolean }) {
  if (sources.length === 0) return null;
  const subtotal = sources.reduce((s, x) => s + x.points, 0);
  const single = sources.length === 1 && sources[0]!.name === title;
  const rows = single ? null : (
    <ul className="sources-list">
      {sources.map((x, i) => (
        <li key={i}>
          <span>{x.name}</span>
          <span>{x.points}</span>
        </li>
      ))}
    </ul>
  );
  if (collapse) {
    return (
      <details className="sources-fold">
        <summary className="sources-kind">
          <span>
            {title} ×{sources.length}
          </span>
          <b>{subtotal}</b>
        </summary>
        {rows}
      </details>
    );
  }
  return (
    <>
      <div className="sources-kind">
        <span>{title}</span>
        <b>{subtotal}</b>
      </div>
      {rows}
    </>
  );
}
