// HTML overlays of the TINYforming Mars screen: player boards, the projects facing each player,
// supplies, the log and the final scores.
import type { TinyTag } from '../../shared/tiny/basics';
import type { TableProjectView, TinyPlayerView, TinyView } from '../../shared/tiny/view';
import { CUBE_COLOURS, PLAYER_CUBE, PLAYER_CUBE_SHAPE, PROJECT_COLOURS, TAG_COLOURS, TAG_INK } from './look';
import { PlayerMark } from '../common/PlayerDot';
import { useSettings } from '../common/settings';
import { PracticeMark } from '../undo/PracticeMark';
import { withUndoNotes } from '../undo/undoLines';
import { UndoLogLine } from '../undo/UndoLogLine';
import { useApp } from '../store';
import { GameLog } from '../common/GameLog';
import { showsPassed } from '../common/notices';
import { tinyPhaseWords } from './phaseWords';
import { tinyTagWord } from '../../shared/tiny/contentKeys';
import { useSay } from '../i18n/useSay';
import { useMoreBelow } from '../common/useMoreBelow';

export function TagChip({ tag, count }: { tag: TinyTag; count?: number }) {
  const say = useSay();
  const word = say(tinyTagWord(tag));
  return (
    <span className="tiny-tag" style={{ background: TAG_COLOURS[tag], color: TAG_INK[tag] }} title={word}>
      {count !== undefined && count > 1 ? `${count}× ` : ''}
      {word}
    </span>
  );
}

function Requires({ requires }: { requires: Partial<Record<TinyTag, number>> }) {
  const say = useSay();
  const entries = Object.entries(requires) as [TinyTag, number][];
  if (!entries.length) return <span className="muted">{say('tiny.card.noTagsNeeded')}</span>;
  return (
    <>
      {entries.map(([tag, n]) => (
        <TagChip key={tag} tag={tag} count={n} />
      ))}
    </>
  );
}

export function ProjectCard({ item }: { item: TableProjectView }) {
  const say = useSay();
  const p = item.project;
  const state = item.used ? 'used' : item.available ? 'ready' : 'blocked';
  return (
    <div className={`tiny-card ${state}`} style={{ borderColor: PROJECT_COLOURS[p.colour] }} data-testid={`tiny-card-${p.id}`} data-state={state}>
      <div className="tiny-card-head" style={{ background: PROJECT_COLOURS[p.colour] }}>
        <b>{say(p.name)}</b>
        <span className="tiny-cost" title={say('tiny.card.credits')}>
          {item.costNow}
          {p.costReducible && item.costNow !== p.cost ? <s>{p.cost}</s> : null}
        </span>
      </div>
      <div className="tiny-card-req">
        <Requires requires={p.requires} />
        {p.parameter && <span className="tiny-param">{say(p.parameter)}</span>}
      </div>
      <div className="tiny-card-text">{say(p.text)}</div>
      <div className="tiny-card-foot">
        <span className="muted">{say('tiny.card.gives')}</span> <TagChip tag={p.tags[0]} /> <TagChip tag={p.tags[1]} />
        {item.credit && <span className="tiny-credit" title={say('tiny.card.creditMark')} />}
      </div>
      <div className={`tiny-card-state ${state}`}>{item.used ? say('tiny.card.used') : item.available ? say('tiny.card.ready') : item.reason ? say(item.reason) : ''}</div>
    </div>
  );
}

/** The player's cube colour as a small drawn cube with its name, so it does not read as a checkbox. */
function PlayerCube({ cube }: { cube: keyof typeof PLAYER_CUBE }) {
  const say = useSay();
  const face = PLAYER_CUBE[cube];
  const colourBlind = useSettings((s) => s.colourBlind);
  return (
    <span className="tiny-cube-chip" title={say('tiny.screen.cubeTitle', { cube })} data-testid="tiny-player-cube">
      {colourBlind && <PlayerMark hex={face} shape={PLAYER_CUBE_SHAPE[cube]} label={say('tiny.screen.cubePlayer', { cube })} />}
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <polygon points="10,1 19,5.5 10,10 1,5.5" fill={face} stroke="#777" strokeWidth="0.8" />
        <polygon points="1,5.5 10,10 10,19 1,14.5" fill={face} stroke="#777" strokeWidth="0.8" style={{ filter: 'brightness(0.75)' }} />
        <polygon points="19,5.5 10,10 10,19 19,14.5" fill={face} stroke="#777" strokeWidth="0.8" style={{ filter: 'brightness(0.55)' }} />
      </svg>
      {say('tiny.screen.cube', { cube })}
    </span>
  );
}

function PlayerBoard({ player, view }: { player: TinyPlayerView; view: TinyView }) {
  const say = useSay();
  const active = view.activeSeat === player.seat;
  const projects = view.table.filter((t) => t.facing === player.seat);
  // Each board scrolls its own projects, so both players' heads stay in view and no card is cut off unseen.
  const [cards, more] = useMoreBelow();
  return (
    <div className={`tiny-player panel ${active ? 'active' : ''}`} data-testid={`tiny-player-${player.seat}`}>
      <div className="tiny-player-head">
        <PlayerCube cube={player.cube} />
        <b>{player.name}</b>
        <span className="muted">{player.kind === 'bot' ? say('tiny.screen.bot') : ''}</span>
        {showsPassed(player.passed, view.phase) && <span className="badge" data-testid={`tiny-passed-${player.seat}`}>{say('tiny.screen.passed')}</span>}
        {player.usedStandard && <span className="badge">{say('tiny.screen.standardUsed')}</span>}
        {view.startSeat === player.seat && <span className="badge">{say('tiny.screen.first')}</span>}
      </div>
      <div className="tiny-stock">
        <span title={say('tiny.screen.creditsTitle')} data-testid={`tiny-credits-${player.seat}`}>
          <span className="tiny-coin" /> {say('tiny.screen.credits', { count: player.credits })}
        </span>
        <span title={say('tiny.screen.heatHeldTitle')} style={{ color: CUBE_COLOURS.heat }}>■ {say('tiny.screen.heatHeld', { count: player.heat })}</span>
        <span title={say('tiny.screen.tokensTitle')}>{say('tiny.screen.tokens', { ...player.tokens })}</span>
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
        {projects.length === 0 && <span className="muted">{say('tiny.screen.noProjects')}</span>}
      </div>
      {more && (
        <div className="tiny-more" data-testid={`tiny-more-${player.seat}`}>
          {say('tiny.screen.moreBelow')}
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
  const say = useSay();
  const s = view.supply;
  return (
    <div className="tiny-top panel" data-testid="tiny-top" data-covers="top">
      <span className="brand">TINYFORMING MARS</span>
      <span>
        {view.generationLimit
          ? say('tiny.screen.generationOf', { generation: view.generation, limit: view.generationLimit })
          : say('tiny.screen.generation', { generation: view.generation })}
      </span>
      <span className="muted" data-testid="tiny-phase">{say(tinyPhaseWords(view.phase))}</span>
      <span className="muted">{view.map === 'tharsis' ? 'Tharsis' : 'Elysium'}{view.intense ? ` · ${say('tiny.screen.intense')}` : ''}</span>
      <span className="spacer" />
      {view.finished && scoresHidden && (
        <button type="button" className="small primary" data-testid="tiny-show-scores" onClick={onShowScores}>
          {say('tiny.screen.showScores')}
        </button>
      )}
      <span data-testid="tiny-supply">
        {say('tiny.screen.supplyLabel')} <b style={{ color: CUBE_COLOURS.heat }}>{say('tiny.screen.supplyHeat', { count: s.heat })}</b> ·{' '}
        <b style={{ color: CUBE_COLOURS.greenery }}>{say('tiny.screen.supplyGreenery', { count: s.greenery })}</b> ·{' '}
        <b style={{ color: CUBE_COLOURS.water }}>{say('tiny.screen.supplyWater', { count: s.water })}</b> ·{' '}
        {say('tiny.screen.supplyRest', { credits: s.credits, ...s.tokens })}
      </span>
    </div>
  );
}

export function LogPanel({ view }: { view: TinyView }) {
  const say = useSay();
  const undo = useApp((s) => s.session?.undo);
  // A line from a save of an older version may be plain English text: shown as it is.
  const lines = view.log.map((line) => (typeof line === 'string' ? line : say(line)));
  return (
    <GameLog testId="tiny-log" className="tiny-log panel" tailKey={`${lines.length}|${lines[lines.length - 1]}|${undo?.log.length ?? 0}`}>
      {withUndoNotes(lines, undo).map((item) =>
        item.kind === 'undo' ? <UndoLogLine key={`undo-${item.index}`} text={item.text} /> : <div key={item.index} data-testid="tiny-log-line">{item.line}</div>,
      )}
    </GameLog>
  );
}
