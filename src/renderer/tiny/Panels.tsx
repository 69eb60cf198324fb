// HTML overlays of the TINYforming Mars screen: player boards, the projects facing each player,
// supplies, the log and the final scores.
import type { TinyTag } from '../../shared/tiny/basics';
import type { TableProjectView, TinyPlayerView, TinyView } from '../../shared/tiny/view';
import { CUBE_COLOURS, PLAYER_CUBE, PLAYER_CUBE_SHAPE, PROJECT_COLOURS, TAG_COLOURS, TAG_INK, TAG_LABELS } from './look';
import { PlayerMark } from '../common/PlayerDot';
import { useSettings } from '../common/settings';
import { PracticeMark } from '../undo/PracticeMark';
import { withUndoNotes } from '../undo/undoLines';
import { UndoLogLine } from '../undo/UndoLogLine';
import { useApp } from '../store';
import { GameLog } from '../common/GameLog';
import { showsPassed } from '../common/notices';
import { tinyPhaseWords } from './phaseWords';
import { amountOf } from '../../shared/words';
import { useMoreBelow } from '../common/useMoreBelow';

export function TagChip({ tag, count }: { tag: TinyTag; count?: number }) {
  return (
    <span className="tiny-tag" style={{ background: TAG_COLOURS[tag], color: TAG_INK[tag] }} title={TAG_LABELS[tag]}>
      {count !== undefined && count > 1 ? `${count}× ` : ''}
      {TAG_LABELS[tag]}
    </span>
  );
}

function Requires({ requires }: { requires: Partial<Record<TinyTag, number>> }) {
  const entries = Object.entries(requires) as [TinyTag, number][];
  if (!entries.length) return <span className="muted">no tags needed</span>;
  return (
    <>
      {entries.map(([tag, n]) => (
        <TagChip key={tag} tag={tag} count={n} />
      ))}
    </>
  );
}

export function ProjectCard({ item }: { item: TableProjectView }) {
  const p = item.project;
  const state = item.used ? 'used' : item.available ? 'ready' : 'blocked';
  return (
    <div className={`tiny-card ${state}`} style={{ borderColor: PROJECT_COLOURS[p.colour] }} data-testid={`tiny-card-${p.id}`} data-state={state}>
      <div className="tiny-card-head" style={{ background: PROJECT_COLOURS[p.colour] }}>
        <b>{p.name}</b>
        <span className="tiny-cost" title="credits">
          {item.costNow}
          {p.costReducible && item.costNow !== p.cost ? <s>{p.cost}</s> : null}
        </span>
      </div>
      <div className="tiny-card-req">
        <Requires requires={p.requires} />
        {p.parameter && <span className="tiny-param">{p.parameter}</span>}
      </div>
      <div className="tiny-card-text">{p.text}</div>
      <div className="tiny-card-foot">
        <span className="muted">gives</span> <TagChip tag={p.tags[0]} /> <TagChip tag={p.tags[1]} />
        {item.credit && <span className="tiny-credit" title="a credit marks it used" />}
      </div>
      <div className={`tiny-card-state ${state}`}>{item.used ? 'used this generation' : item.available ? 'requirements met' : item.reason}</div>
    </div>
  );
}

export const CUBE_NAMES = { white: 'White', black: 'Black', dummy: 'Grey' } as const;

/** The player's cube colour as a small drawn cube with its name, so it does not read as a checkbox. */
function PlayerCube({ cube }: { cube: keyof typeof PLAYER_CUBE }) {
  const face = PLAYER_CUBE[cube];
  const colourBlind = useSettings((s) => s.colourBlind);
  return (
    <span className="tiny-cube-chip" title={`${CUBE_NAMES[cube]} cubes and cities`} data-testid="tiny-player-cube">
      {colourBlind && <PlayerMark hex={face} shape={PLAYER_CUBE_SHAPE[cube]} label={`${CUBE_NAMES[cube]} player`} />}
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <polygon points="10,1 19,5.5 10,10 1,5.5" fill={face} stroke="#777" strokeWidth="0.8" />
        <polygon points="1,5.5 10,10 10,19 1,14.5" fill={face} stroke="#777" strokeWidth="0.8" style={{ filter: 'brightness(0.75)' }} />
        <polygon points="19,5.5 10,10 10,19 19,14.5" fill={face} stroke="#777" strokeWidth="0.8" style={{ filter: 'brightness(0.55)' }} />
      </svg>
      {CUBE_NAMES[cube]}
    </span>
  );
}

function PlayerBoard({ player, view }: { player: TinyPlayerView; view: TinyView }) {
  const active = view.activeSeat === player.seat;
  const projects = view.table.filter((t) => t.facing === player.seat);
  // Each board scrolls its own projects, so both players' heads stay in view and no card is cut off unseen.
  const [cards, more] = useMoreBelow();
  return (
    <div className={`tiny-player panel ${active ? 'active' : ''}`} data-testid={`tiny-player-${player.seat}`}>
      <div className="tiny-player-head">
        <PlayerCube cube={player.cube} />
        <b>{player.name}</b>
        <span className="muted">{player.kind === 'bot' ? 'bot' : ''}</span>
        {showsPassed(player.passed, view.phase) && <span className="badge" data-testid={`tiny-passed-${player.seat}`}>passed</span>}
        {player.usedStandard && <span className="badge">standard used</span>}
        {view.startSeat === player.seat && <span className="badge">first</span>}
      </div>
      <div className="tiny-stock">
        <span title="credits" data-testid={`tiny-credits-${player.seat}`}>
          <span className="tiny-coin" /> {amountOf(player.credits, 'credit')}
        </span>
        <span title="heat cubes held" style={{ color: CUBE_COLOURS.heat }}>■ {player.heat} heat</span>
        <span title="resource tokens">
          tokens: {player.tokens.nature} nature · {player.tokens.production} production · {player.tokens.science} science
        </span>
      </div>
      <div className="tiny-tags">
        {(Object.entries(player.tags) as [TinyTag, number][]).filter(([, n]) => n > 0).map(([tag, n]) => (
          <TagChip key={tag} tag={tag} count={n} />
        ))}
      </div>
      <div className="tiny-cards" ref={cards} data-testid={`tiny-cards-${player.seat}`}>
        {projects.map((item) => (
          <ProjectCard key={item.project.id} item={item} />
        ))}
        {projects.length === 0 && <span className="muted">no projects yet this generation</span>}
      </div>
      {more && (
        <div className="tiny-more" data-testid={`tiny-more-${player.seat}`}>
          ▾ more projects below: scroll
        </div>
      )}
    </div>
  );
}

/** @param framesBoard whether the boards sit over the map's left edge (the game screen), so the map is framed beside them */
export function PlayerBoards({ view, framesBoard = true }: { view: TinyView; framesBoard?: boolean }) {
  return (
    <div className="tiny-players" data-covers={framesBoard ? 'left' : undefined}>
      {view.players.map((p) => (
        <PlayerBoard key={p.seat} player={p} view={view} />
      ))}
    </div>
  );
}

export function TopBar({ view, scoresHidden, onShowScores }: { view: TinyView; scoresHidden: boolean; onShowScores: () => void }) {
  const s = view.supply;
  return (
    <div className="tiny-top panel" data-testid="tiny-top" data-covers="top">
      <span className="brand">TINYFORMING MARS</span>
      <span>
        Generation {view.generation}
        {view.generationLimit ? ` of ${view.generationLimit}` : ''}
      </span>
      <span className="muted" data-testid="tiny-phase">{tinyPhaseWords(view.phase)}</span>
      <span className="muted">{view.map === 'tharsis' ? 'Tharsis' : 'Elysium'}{view.intense ? ' · intense' : ''}</span>
      <span className="spacer" />
      {view.finished && scoresHidden && (
        <button type="button" className="small primary" data-testid="tiny-show-scores" onClick={onShowScores}>
          Final scores
        </button>
      )}
      <span data-testid="tiny-supply">
        supply: <b style={{ color: CUBE_COLOURS.heat }}>{s.heat} heat</b> · <b style={{ color: CUBE_COLOURS.greenery }}>{s.greenery} greenery</b> ·{' '}
        <b style={{ color: CUBE_COLOURS.water }}>{s.water} water</b> · {amountOf(s.credits, 'credit')} · tokens {s.tokens.nature}/{s.tokens.production}/{s.tokens.science}
      </span>
    </div>
  );
}

export function LogPanel({ view }: { view: TinyView }) {
  const undo = useApp((s) => s.session?.undo);
  return (
    <GameLog testId="tiny-log" className="tiny-log panel" tailKey={`${view.log.length}|${view.log[view.log.length - 1]}|${undo?.log.length ?? 0}`}>
      {withUndoNotes(view.log, undo).map((item) =>
        item.kind === 'undo' ? <UndoLogLine key={`undo-${item.index}`} text={item.text} /> : <div key={item.index} data-testid="tiny-log-line">{item.line}</div>,
      )}
    </GameLog>
  );
}
