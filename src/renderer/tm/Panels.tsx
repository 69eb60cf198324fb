// HTML overlays around the board: top bar, player boards, hand, side tabs (log, milestones, awards, projects), scores.
import { GlidingNumber } from '../common/GlidingNumber';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RESOURCES, type Tag } from '../../shared/tm/basics';
import type { PlayerView, TmView } from '../../shared/tm/view';
import { playerHex } from '../colors';
import { actions, useApp } from '../store';
import { useUi, type SideTab } from '../ui';
import { SettingsPanel } from '../common/SettingsPanel';
import { Popover } from '../common/Popover';
import { withKey } from '../common/shortcuts';
import { TM_SHORTCUTS } from './shortcuts';
import { HostLanPanel } from '../screens/Lan';
import { CardName, CardTile, cardInfo, PlayerName, ResIcon, TagChip } from './bits';
import { useCardWords } from './cardWords';
import { msg } from '../../shared/message';
import { sayLogLine } from './logText';
import { useSay } from '../i18n/useSay';
import { withUndoNotes } from '../undo/undoLines';
import { UndoLogLine } from '../undo/UndoLogLine';
import { FactoriesPanel } from './FactoryGrid';
import { PracticeMark } from '../undo/PracticeMark';
import { ReplaySoFarButton } from '../campaigns/ReplaySoFarButton';
import { useBoardView, useIsLiveView } from './board/boardView';
import { WinChanceChart } from './WinChanceChart';
import { StandardProjectList } from './StandardProjects';
import { useOverflowStrip } from '../common/useOverflowStrip';
import { GameLog } from '../common/GameLog';
import { seatStatus } from '../common/notices';
import { PlayerDot } from '../common/PlayerDot';
import type { Say } from '../i18n/say';
import { parameterFormat } from './parameterWords';

/** A phase of the generation by its flow state's name (an unknown one is shown as its id). */
export function phaseLabel(say: Say, phase: string): string {
  return say('tmScreen.top.phase', { phase });
}

export function TopBar() {
  const view = useApp((s) => s.view);
  const say = useSay();
  if (!view) return null;
  const active = view.activePlayer === null ? undefined : view.players.find((p) => p.seat === view.activePlayer);
  const viewer = view.viewer === null ? undefined : view.players.find((p) => p.seat === view.viewer);
  const { temperature, oxygen, oceans } = view.parameters;
  const lim = view.parameterLimits;
  const format = parameterFormat(say);
  return (
    <header className="topbar panel">
      <div className="brand">THARSIS</div>
      <div className="stat" data-testid="generation">
        {say('tmScreen.top.generation')} <b>{view.generation}</b>
      </div>
      <div className="stat" data-testid="phase">
        {phaseLabel(say, view.phase)}
      </div>
      <div className="stat param temp" data-testid="param-temperature" title={say('tmScreen.top.temperatureHint', { min: lim.temperature.min, max: lim.temperature.max })}>
        {say('tmScreen.top.temperature')} <b><GlidingNumber value={temperature} step={lim.temperature.step} origin={lim.temperature.min} format={format.temperature} /></b>
      </div>
      <div className="stat param oxy" data-testid="param-oxygen" title={say('tmScreen.top.oxygenHint', { min: lim.oxygen.min, max: lim.oxygen.max })}>
        O<sub>2</sub> <b><GlidingNumber value={oxygen} format={format.oxygen} /></b>
      </div>
      <div className="stat param ocean" data-testid="param-oceans" title={say('tmScreen.top.oceansHint', { max: lim.oceans.max })}>
        {say('tmScreen.top.oceans')} <b><GlidingNumber value={oceans} />/{lim.oceans.max}</b>
      </div>
      <div className="stat turn" data-testid="turn">
        {active ? (
          <>
            {say('tmScreen.top.turn')} <PlayerName player={active} />
          </>
        ) : view.waitingFor.length ? (
          say('tmScreen.top.deciding', { count: view.waitingFor.length })
        ) : (
          '—'
        )}
      </div>
      <div className="stat" title={say('tmScreen.top.deckHint')}>
        {say('tmScreen.top.deck', { deck: view.deckCount, discard: view.discardCount })}
      </div>
      <div className="spacer" />
      <HostLanPanel inHeader />
      {viewer && (
        <div className="stat you" data-testid="viewer">
          {say('tmScreen.top.you')} <PlayerName player={viewer} />
        </div>
      )}
      <button type="button" className="small" data-testid="reset-view" onClick={() => useUi.setState((s) => ({ resetViewSerial: s.resetViewSerial + 1 }))} title={say('tmScreen.top.resetViewHint')}>
        ⟲ {say('tmScreen.top.resetView')}
      </button>
      <Popover id="menu" gap={14} button="☰" buttonTestId="menu" buttonLabel={say('common.frame.menu')} buttonTitle={say('tmScreen.menu.hint')} panelClassName="menu" panelTestId="menu-panel" keepOffSelector="[data-testid=prompt-panel]">
        {(close) => (
          <>
            <button type="button" data-testid="open-cards" title={withKey(say, say('tmScreen.menu.cardBrowserHint'), TM_SHORTCUTS, 'k')} onClick={() => {
                close();
                useUi.setState({ cardsOpen: true });
              }}>
              {say('common.home.cardBrowser')}
            </button>
            <ReplaySoFarButton onOpen={close} />
            <button type="button" data-testid="open-help" title={withKey(say, say('tmScreen.menu.helpHint'), TM_SHORTCUTS, 'shift+slash')} onClick={() => {
                close();
                useUi.setState({ helpOpen: true });
              }}>
              {say('tmScreen.menu.help')}
            </button>
            <SettingsPanel />
            {/* Last, so that focus entering the menu (and a stray Enter) never lands on leaving the game. */}
            <button type="button" data-testid="leave-game" onClick={() => actions.leaveGame()}>
              {say('tmScreen.menu.leave')}
            </button>
          </>
        )}
      </Popover>
    </header>
  );
}

const TAG_ORDER: Tag[] = ['building', 'space', 'science', 'power', 'earth', 'jovian', 'plant', 'microbe', 'animal', 'city', 'event', 'wild'];

function PlayerBoard({ view, player, controllable }: { view: TmView; player: PlayerView; controllable: boolean }) {
  const [open, setOpen] = useState(false);
  const focused = useUi((s) => s.boardFocus === player.seat);
  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focused) return;
    setOpen(true);
    boardRef.current?.scrollIntoView({ block: 'nearest' });
  }, [focused]);
  const corp = player.corporation ? cardInfo(view, player.corporation) : null;
  const words = useCardWords();
  const say = words.say;
  const isViewer = player.seat === view.viewer;
  const isActive = player.seat === view.activePlayer;
  const status = seatStatus({ passed: player.passed, phase: view.phase, waiting: view.waitingFor.includes(player.seat), isViewer });
  return (
    <div
      ref={boardRef}
      className={`pboard ${isActive ? 'active' : ''} ${isViewer ? 'viewer' : ''} ${focused ? 'focused' : ''}`}
      style={{ borderColor: playerHex(player.color) }}
      data-testid={`player-board-${player.seat}`}
      data-focused={focused || undefined}
    >
      <div className="pb-head">
        <PlayerName player={player} />
        {/* Passing lasts for one action phase: the engine clears the flag only when the next one starts. */}
        {status === 'passed' && <span className="badge" data-testid={`passed-${player.seat}`}>{say('tmScreen.board.passed')}</span>}
        {status === 'deciding' && <span className="badge think" data-testid={`deciding-${player.seat}`}>{say('tmScreen.board.deciding')}</span>}
        {status === 'your turn' && <span className="badge yours" data-testid={`your-turn-${player.seat}`}>{say('tmScreen.board.yourTurn')}</span>}
        <span className="pb-tr" title={say('tmScreen.board.trHint')} data-testid={`tr-${player.seat}`}>
          {say('tmScreen.board.tr')} <b><GlidingNumber value={player.tr} /></b>
        </span>
      </div>
      <div className="pb-corp" title={corp ? words.text(corp.id) : undefined}>
        {corp ? words.name(corp.id) : say('tmScreen.board.noCorporation')}
      </div>
      <div className="pb-res">
        {RESOURCES.map((r) => (
          <div key={r} className="res-cell" data-testid={`res-${player.seat}-${r}`}>
            <ResIcon r={r} />
            <b data-testid={`stock-${player.seat}-${r}`}>{player.stock[r]}</b>
            <small title={say('tmScreen.board.production')} data-testid={`prod-${player.seat}-${r}`}>
              {player.production[r] >= 0 ? '+' : ''}
              {player.production[r]}
            </small>
          </div>
        ))}
      </div>
      <div className="pb-foot">
        <span data-testid={`hand-count-${player.seat}`}>{say('tmScreen.board.hand', { count: player.handCount })}</span>
        <span data-testid={`vp-${player.seat}`}>{say('tmScreen.board.vp', { count: player.vp })}</span>
        <span className="pb-tags">
          {TAG_ORDER.filter((t) => (player.tags[t] ?? 0) > 0).map((t) => (
            <TagChip key={t} tag={t} count={player.tags[t]} />
          ))}
        </span>
      </div>
      <div className="pb-actions">
        <button type="button" className="link" data-testid={`show-played-${player.seat}`} title={withKey(say, say('tmScreen.board.playedHint'), TM_SHORTCUTS, 'n')} onClick={() => setOpen((o) => !o)}>
          {open ? '▾' : '▸'} {say('tmScreen.board.played', { count: player.played.length })}
        </button>
        {controllable && !isViewer && (
          <button type="button" className="link pb-switch" data-testid={`view-as-${player.seat}`} title={say('tmScreen.board.switchHint', { name: player.name })} onClick={() => actions.viewAs(player.seat)}>
            {say('tmScreen.board.switch', { name: player.name })}
          </button>
        )}
      </div>
      {open && (
        <div className="played" data-testid={`played-${player.seat}`}>
          {player.played.length === 0 && <div className="hint">{say('tmScreen.board.nothingPlayed')}</div>}
          {player.played.map((c) => {
            const info = cardInfo(view, c.id);
            return (
              <div key={c.id} className={`played-row card-${info.type} ${c.actionUsed ? 'used' : ''}`} data-testid={`played-${player.seat}-${c.id}`} title={words.text(info.id)}>
                <span className="played-name">
                  <CardName card={info} resources={c.resources} used={c.actionUsed} />
                </span>
                {info.resourceType && (
                  <span className="card-res">{words.say(msg(`tmCards.cardFace.held.${info.resourceType}`, { count: c.resources }))}</span>
                )}
                {info.hasAction && <span className={`act ${c.actionUsed ? 'used' : ''}`} data-testid={`action-state-${c.id}`}>{say(c.actionUsed ? 'tmScreen.card.used' : 'tmScreen.card.ready')}</span>}
                {info.vp && <span className="card-vp">{words.say(info.vp)}</span>}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

export function PlayerBoards() {
  const view = useBoardView((v) => v);
  const live = useIsLiveView();
  const controllable = useApp((s) => s.session?.controllable);
  if (!view) return null;
  return (
    <aside className="panel players" data-testid="player-boards">
      {view.players.map((p) => (
        <PlayerBoard key={p.seat} view={view} player={p} controllable={live && !!controllable?.includes(p.seat)} />
      ))}
    </aside>
  );
}

export function Hand() {
  const view = useBoardView((v) => v);
  const live = useIsLiveView();
  const liveOpen = useUi((s) => s.handOpen);
  const passTo = useUi((s) => s.passTo);
  // A supplied view (a replay) keeps its own open/closed state, apart from the game's.
  const [shownOpen, setShownOpen] = useState(true);
  const open = live ? liveOpen : shownOpen;
  const toggle = () => (live ? useUi.setState({ handOpen: !open }) : setShownOpen(!open));
  const me = view?.players.find((p) => p.seat === view.viewer);
  const hand = me?.hand ?? [];
  const playable = view?.prompt?.kind === 'action' ? view.prompt.choices.find((c) => c.type === 'playCard') : undefined;
  const playableCost = new Map(playable && playable.type === 'playCard' ? playable.cards.map((c) => [c.card, c.cost]) : []);
  const hidden = live && passTo !== null;
  const say = useSay();
  const title = live || !me ? say('tmScreen.hand.yours') : say('tmScreen.hand.theirs', { name: me.name });
  const strip = useOverflowStrip(`${open}|${hidden}|${hand.join(',')}`);
  if (!view) return null;
  return (
    <section className={`panel hand ${open ? 'open' : 'closed'}`} data-testid="hand">
      <div className="hand-head">
        <button type="button" className="link" data-testid="toggle-hand" onClick={toggle}>
          {open ? '▾' : '▴'} {title} ({hidden ? '?' : hand.length})
        </button>
        {playableCost.size > 0 && !hidden && <span className="hint">{say('tmScreen.hand.playableNow')}</span>}
        {open && !hidden && (strip.state.moreBefore || strip.state.moreAfter) && (
          <span className="hand-paging" data-testid="hand-paging">
            <button type="button" className="small" data-testid="hand-prev" aria-label={say('tmScreen.hand.earlier')} disabled={!strip.state.moreBefore} onClick={() => strip.page(-1)}>
              ◂
            </button>
            <span data-testid="hand-shown">
              {say('tmScreen.hand.shown', { first: strip.state.first, last: strip.state.last, total: strip.state.total })}
            </span>
            <button type="button" className="small" data-testid="hand-next" aria-label={say('tmScreen.hand.later')} disabled={!strip.state.moreAfter} onClick={() => strip.page(1)}>
              ▸
            </button>
          </span>
        )}
      </div>
      {open && (
        <div
          className={`hand-cards ${strip.state.moreAfter ? 'more-after' : ''} ${strip.state.moreBefore ? 'more-before' : ''}`}
          ref={strip.ref}
          data-testid="hand-cards"
        >
          {hidden && <div className="hint">{say('tmScreen.hand.hidden')}</div>}
          {!hidden && hand.length === 0 && <div className="hint">{say(me ? 'tmScreen.hand.empty' : live ? 'tmScreen.hand.spectating' : 'tmScreen.hand.watchASeat')}</div>}
          {!hidden &&
            hand.map((id) => {
              const can = playableCost.has(id);
              // The price this player would pay (the engine's, after discounts), whether or not it is playable now.
              const cost = me?.handPrices?.[id] ?? playableCost.get(id);
              return (
                <div key={id} className={`hand-slot ${can ? 'playable' : ''}`} data-strip-item="">
                  <CardTile
                    card={cardInfo(view, id)}
                    testId={`hand-card-${id}`}
                    costOverride={cost}
                    footer={
                      can && (
                        <button
                          type="button"
                          className="primary small play-btn"
                          data-testid={`hand-play-${id}`}
                          onClick={(e) => {
                            e.stopPropagation(); // the card's own click pins its preview
                            useUi.setState({ playing: id, expanded: 'playCard' });
                          }}
                        >
                          {say('tmScreen.hand.play')}
                        </button>
                      )
                    }
                  />
                </div>
              );
            })}
        </div>
      )}
    </section>
  );
}

/** The game's log: card names open their preview; the live game's undo notes where each undo happened (a replay has none). */
export function Log({ view }: { view: TmView }) {
  const say = useSay();
  const live = useIsLiveView();
  const liveUndo = useApp((s) => s.session?.undo);
  const undo = live ? liveUndo : undefined;
  return (
    <GameLog testId="log" className="log" tailKey={`${view.log.length}|${JSON.stringify(view.log[view.log.length - 1] ?? null)}|${undo?.log.length ?? 0}`}>
      {withUndoNotes(view.log, undo).map((item) => {
        if (item.kind === 'undo') return <UndoLogLine key={`undo-${item.index}`} className="log-line" text={item.text} />;
        const { line: e, index: i } = item;
        const p = e.seat === null ? undefined : view.players.find((x) => x.seat === e.seat);
        return (
          <div key={i} className="log-line" data-testid="log-line">
            <span className="log-gen">{say('tmScreen.log.generation', { generation: e.generation })}</span>
            {p && <PlayerDot color={p.color} />}
            <span>
              {sayLogLine(e, say, view.cards).map((part, j) => (typeof part === 'string' ? part : <CardName key={j} card={part} testId="log-card" />))}
            </span>
          </div>
        );
      })}
    </GameLog>
  );
}

/** One player's standing on a milestone or award: their name (not only their colour) and their count. */
function Standing({ player, value, lead, testId }: { player: PlayerView; value: string; lead?: boolean; testId: string }) {
  return (
    <span className={`ma-p ${lead ? 'lead' : ''}`} data-testid={testId}>
      <PlayerName player={player} /> <b>{value}</b>
    </span>
  );
}

const rowId = (name: string) => name.replace(/\s+/g, '-');

function Milestones({ view }: { view: TmView }) {
  const t = view.milestoneTerms;
  const words = useCardWords();
  const say = words.say;
  return (
    <div className="ma-list" data-testid="milestones">
      <div className="ma-terms" data-testid="milestone-terms">
        {t.inPlay ? (
          say('tmScreen.milestones.terms', { cost: t.cost, vp: t.vp, claimed: t.claimed, max: t.maxClaimed })
        ) : (
          say('tmScreen.milestones.solo')
        )}
      </div>
      {view.milestones.map((m) => {
        const by = m.claimedBy === null ? undefined : view.players.find((p) => p.seat === m.claimedBy);
        return (
          <div key={m.name} className={`ma ${by ? 'claimed' : ''}`} data-testid={`milestone-row-${rowId(m.name)}`}>
            <div className="ma-head">
              <b>{words.milestoneName(m.name)}</b>
              {by ? (
                <span className="ma-by">
                  {say('tmScreen.milestones.claimedBy')} <PlayerName player={by} /> · {say('tmScreen.points.vp', { count: t.vp })}
                </span>
              ) : (
                <span className="ma-by muted">{t.inPlay && t.claimed < t.maxClaimed ? say('tmScreen.milestones.open', { cost: t.cost, vp: t.vp }) : say('tmScreen.milestones.closed')}</span>
              )}
            </div>
            <div className="ma-desc">{words.milestoneText(m.name)}</div>
            <div className="ma-progress">
              {view.players.map((p) => (
                <Standing key={p.seat} player={p} value={`${m.progress[p.seat] ?? 0}/${m.threshold}`} lead={(m.progress[p.seat] ?? 0) >= m.threshold} testId={`milestone-${rowId(m.name)}-${p.seat}`} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Awards({ view }: { view: TmView }) {
  const t = view.awardTerms;
  const words = useCardWords();
  const say = words.say;
  // The costs go up in order, one per award funded: the ones before the next are spent.
  const nextIndex = t.nextCost === null ? t.costs.length : t.costs.indexOf(t.nextCost);
  return (
    <div className="ma-list" data-testid="awards">
      <div className="ma-terms" data-testid="award-terms">
        {t.inPlay ? (
          <>
            {say('tmScreen.awards.fundFor')}{' '}
            {t.costs.map((c, i) => (
              <span key={i}>
                {i > 0 && ' / '}
                {i < nextIndex ? <s className="muted" title={say('tmScreen.awards.alreadyFunded')}>{c}</s> : i === nextIndex ? <b>{c}</b> : <span>{c}</span>}
              </span>
            ))}{' '}
            M€ ({t.nextCost === null ? say('tmScreen.awards.allFunded') : say('tmScreen.awards.next', { cost: t.nextCost })}) · {say('tmScreen.awards.first')}{' '}
            <b>{say('tmScreen.points.vp', { count: t.vp.first })}</b>
            {t.secondPlaceScores ? (
              <>
                , {say('tmScreen.awards.second')} <b>{say('tmScreen.points.vp', { count: t.vp.second })}</b>
              </>
            ) : (
              ` ${say('tmScreen.awards.noSecond')}`
            )}
          </>
        ) : (
          say('tmScreen.awards.solo')
        )}
      </div>
      {view.awards.map((a) => {
        const by = a.fundedBy === null ? undefined : view.players.find((p) => p.seat === a.fundedBy);
        const best = Math.max(...a.standings);
        return (
          <div key={a.name} className={`ma ${by ? 'claimed' : ''}`} data-testid={`award-row-${rowId(a.name)}`}>
            <div className="ma-head">
              <b>{words.awardName(a.name)}</b>
              {by ? (
                <span className="ma-by">
                  {say('tmScreen.awards.fundedBy')} <PlayerName player={by} />
                </span>
              ) : (
                <span className="ma-by muted">{t.inPlay && t.nextCost !== null ? say('tmScreen.awards.notFundedCost', { cost: t.nextCost }) : say('tmScreen.awards.notFunded')}</span>
              )}
            </div>
            <div className="ma-desc">{words.awardText(a.name)}</div>
            <div className="ma-progress">
              {view.players.map((p) => (
                <Standing key={p.seat} player={p} value={String(a.standings[p.seat] ?? 0)} lead={a.standings[p.seat] === best && best > 0} testId={`award-${rowId(a.name)}-${p.seat}`} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Projects({ view }: { view: TmView }) {
  const say = useSay();
  return (
    <div className="ma-list sp-list" data-testid="standard-projects">
      {view.standardProjects.length === 0 ? <div className="hint">{say('tmScreen.projects.forASeat')}</div> : <StandardProjectList view={view} withEffects />}
      <div className="hint">{say('tmScreen.projects.also')}</div>
    </div>
  );
}

export function SidePanel() {
  const view = useApp((s) => s.view);
  const tab = useUi((s) => s.sideTab);
  const say = useSay();
  if (!view) return null;
  const tabs: [SideTab, string][] = [
    ['log', say('tmScreen.tab.log')],
    ['milestones', say('tmScreen.tab.milestones')],
    ['awards', say('tmScreen.tab.awards')],
    ['projects', say('tmScreen.tab.projects')],
    ...(view.cornucopia ? ([['factories', say('tmScreen.tab.factories')]] as [SideTab, string][]) : []),
  ];
  return (
    <section className="panel side">
      <nav className="tabs">
        {tabs.map(([t, label]) => (
          <button key={t} type="button" className={tab === t ? 'on' : ''} data-testid={`tab-${t}`} onClick={() => useUi.setState({ sideTab: t })}>
            {label}
          </button>
        ))}
      </nav>
      {tab === 'log' && <Log view={view} />}
      {tab === 'milestones' && <Milestones view={view} />}
      {tab === 'awards' && <Awards view={view} />}
      {tab === 'projects' && <Projects view={view} />}
      {tab === 'factories' && view.cornucopia && <FactoriesPanel view={view} cornucopia={view.cornucopia} />}
    </section>
  );
}

export function Scores() {
  const view = useApp((s) => s.view);
  const [hidden, setHidden] = useState(false);
  const say = useSay();
  if (!view?.scores) return null;
  if (hidden)
    return (
      <button type="button" className="scores-reopen primary" data-testid="show-scores" onClick={() => setHidden(false)}>
        {say('tmScreen.scores.title')}
      </button>
    );
  const rows = [...view.scores].sort((a, b) => a.rank - b.rank);
  return (
    <div className="modal-back">
      <div className="modal scores" data-testid="scores">
        <h2>{say('tmScreen.scores.title')}</h2>
        <PracticeMark />
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{say('tmScreen.scores.player')}</th>
              <th>{say('tmScreen.board.tr')}</th>
              <th>{say('tmScreen.tab.milestones')}</th>
              <th>{say('tmScreen.tab.awards')}</th>
              <th>{say('tmScreen.scores.greenery')}</th>
              <th>{say('tmScreen.scores.cities')}</th>
              <th>{say('tmScreen.scores.cards')}</th>
              <th>{say('tmScreen.scores.total')}</th>
              <th>M€</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.seat} data-testid={`score-row-${r.seat}`} className={r.rank === 1 ? 'winner' : ''}>
                <td>{r.rank}</td>
                <td>
                  <PlayerName player={view.players.find((p) => p.seat === r.seat)} />
                </td>
                <td>{r.tr}</td>
                <td>{r.milestones}</td>
                <td>{r.awards}</td>
                <td>{r.greeneries}</td>
                <td>{r.cities}</td>
                <td>{r.cards}</td>
                <td>
                  <b>{r.total}</b>
                </td>
                <td>{r.megacredits}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <WinChanceChart view={view} />
        {view.seed && <div className="hint">{say('tmScreen.scores.seed', { seed: view.seed })}</div>}
        <div className="row-buttons">
          <button type="button" data-testid="close-scores" onClick={() => setHidden(true)}>
            {say('tmScreen.scores.lookAtBoard')}
          </button>
          <button type="button" className="primary" data-testid="back-to-menu" onClick={() => actions.leaveGame()}>
            {say('tmScreen.scores.backToMenu')}
          </button>
        </div>
      </div>
    </div>
  );
}
