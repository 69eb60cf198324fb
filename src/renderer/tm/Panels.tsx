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

const PHASE_LABEL: Record<string, string> = {
  setup: 'Setup', research: 'Research', draft: 'Draft', action: 'Action phase', production: 'Production',
  finalGreenery: 'Final greenery', scoring: 'Scoring', ended: 'Game over',
};

export function phaseLabel(phase: string): string {
  return PHASE_LABEL[phase] ?? phase.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

function fmtTemp(t: number): string {
  return `${t > 0 ? '+' : ''}${t}°C`;
}

export function TopBar() {
  const view = useApp((s) => s.view);
  if (!view) return null;
  const active = view.activePlayer === null ? undefined : view.players.find((p) => p.seat === view.activePlayer);
  const viewer = view.viewer === null ? undefined : view.players.find((p) => p.seat === view.viewer);
  const { temperature, oxygen, oceans } = view.parameters;
  const lim = view.parameterLimits;
  return (
    <header className="topbar panel">
      <div className="brand">THARSIS</div>
      <div className="stat" data-testid="generation">
        Gen <b>{view.generation}</b>
      </div>
      <div className="stat" data-testid="phase">
        {phaseLabel(view.phase)}
      </div>
      <div className="stat param temp" data-testid="param-temperature" title={`Temperature ${lim.temperature.min}..${lim.temperature.max}`}>
        Temp <b><GlidingNumber value={temperature} step={lim.temperature.step} origin={lim.temperature.min} format={fmtTemp} /></b>
      </div>
      <div className="stat param oxy" data-testid="param-oxygen" title={`Oxygen ${lim.oxygen.min}..${lim.oxygen.max}%`}>
        O<sub>2</sub> <b><GlidingNumber value={oxygen} />%</b>
      </div>
      <div className="stat param ocean" data-testid="param-oceans" title={`Oceans placed out of ${lim.oceans.max}`}>
        Oceans <b><GlidingNumber value={oceans} />/{lim.oceans.max}</b>
      </div>
      <div className="stat turn" data-testid="turn">
        {active ? (
          <>
            Turn: <PlayerName player={active} />
          </>
        ) : view.waitingFor.length ? (
          `${view.waitingFor.length} deciding`
        ) : (
          '—'
        )}
      </div>
      <div className="stat" title="cards in deck / discard">
        Deck {view.deckCount} · Disc {view.discardCount}
      </div>
      <div className="spacer" />
      <HostLanPanel inHeader />
      {viewer && (
        <div className="stat you" data-testid="viewer">
          You: <PlayerName player={viewer} />
        </div>
      )}
      <button type="button" className="small" data-testid="reset-view" onClick={() => useUi.setState((s) => ({ resetViewSerial: s.resetViewSerial + 1 }))} title="Reset the board camera">
        ⟲ View
      </button>
      <Popover id="menu" gap={14} button="☰" buttonTestId="menu" buttonLabel="Menu" buttonTitle="Menu: leave, cards, replay, help, settings" panelClassName="menu" panelTestId="menu-panel" keepOffSelector="[data-testid=prompt-panel]">
        {(close) => (
          <>
            <button type="button" data-testid="open-cards" title={withKey('All the cards, over the game', TM_SHORTCUTS, 'k')} onClick={() => {
                close();
                useUi.setState({ cardsOpen: true });
              }}>
              Card browser
            </button>
            <ReplaySoFarButton onOpen={close} />
            <button type="button" data-testid="open-help" title="Rules summary, tags and keyboard shortcuts (?)" onClick={() => {
                close();
                useUi.setState({ helpOpen: true });
              }}>
              Help and shortcuts
            </button>
            <SettingsPanel />
            {/* Last, so that focus entering the menu (and a stray Enter) never lands on leaving the game. */}
            <button type="button" data-testid="leave-game" onClick={() => actions.leaveGame()}>
              Leave game (saved)
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
        {status === 'passed' && <span className="badge" data-testid={`passed-${player.seat}`}>passed</span>}
        {status === 'deciding' && <span className="badge think" data-testid={`deciding-${player.seat}`}>deciding</span>}
        {status === 'your turn' && <span className="badge yours" data-testid={`your-turn-${player.seat}`}>your turn</span>}
        <span className="pb-tr" title="Terraform rating" data-testid={`tr-${player.seat}`}>
          TR <b><GlidingNumber value={player.tr} /></b>
        </span>
      </div>
      <div className="pb-corp" title={corp ? words.text(corp.id) : undefined}>
        {corp ? words.name(corp.id) : 'No corporation yet'}
      </div>
      <div className="pb-res">
        {RESOURCES.map((r) => (
          <div key={r} className="res-cell" data-testid={`res-${player.seat}-${r}`}>
            <ResIcon r={r} />
            <b data-testid={`stock-${player.seat}-${r}`}>{player.stock[r]}</b>
            <small title="production" data-testid={`prod-${player.seat}-${r}`}>
              {player.production[r] >= 0 ? '+' : ''}
              {player.production[r]}
            </small>
          </div>
        ))}
      </div>
      <div className="pb-foot">
        <span data-testid={`hand-count-${player.seat}`}>Hand {player.handCount}</span>
        <span data-testid={`vp-${player.seat}`}>VP {player.vp}</span>
        <span className="pb-tags">
          {TAG_ORDER.filter((t) => (player.tags[t] ?? 0) > 0).map((t) => (
            <TagChip key={t} tag={t} count={player.tags[t]} />
          ))}
        </span>
      </div>
      <div className="pb-actions">
        <button type="button" className="link" data-testid={`show-played-${player.seat}`} title={withKey('Show or hide the played cards', TM_SHORTCUTS, 'n')} onClick={() => setOpen((o) => !o)}>
          {open ? '▾' : '▸'} Played cards ({player.played.length})
        </button>
        {controllable && !isViewer && (
          <button type="button" className="link pb-switch" data-testid={`view-as-${player.seat}`} title={`Show ${player.name}'s hand and decisions on this screen`} onClick={() => actions.viewAs(player.seat)}>
            Switch to {player.name}
          </button>
        )}
      </div>
      {open && (
        <div className="played" data-testid={`played-${player.seat}`}>
          {player.played.length === 0 && <div className="hint">Nothing played yet.</div>}
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
                {info.hasAction && <span className={`act ${c.actionUsed ? 'used' : ''}`} data-testid={`action-state-${c.id}`}>{c.actionUsed ? 'used' : 'ready'}</span>}
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
  const title = live || !me ? 'Your hand' : `${me.name}'s hand`;
  const strip = useOverflowStrip(`${open}|${hidden}|${hand.join(',')}`);
  if (!view) return null;
  return (
    <section className={`panel hand ${open ? 'open' : 'closed'}`} data-testid="hand">
      <div className="hand-head">
        <button type="button" className="link" data-testid="toggle-hand" onClick={toggle}>
          {open ? '▾' : '▴'} {title} ({hidden ? '?' : hand.length})
        </button>
        {playableCost.size > 0 && !hidden && <span className="hint">Highlighted cards can be played now.</span>}
        {open && !hidden && (strip.state.moreBefore || strip.state.moreAfter) && (
          <span className="hand-paging" data-testid="hand-paging">
            <button type="button" className="small" data-testid="hand-prev" aria-label="Earlier cards" disabled={!strip.state.moreBefore} onClick={() => strip.page(-1)}>
              ◂
            </button>
            <span data-testid="hand-shown">
              cards {strip.state.first}–{strip.state.last} of {strip.state.total}
            </span>
            <button type="button" className="small" data-testid="hand-next" aria-label="More cards" disabled={!strip.state.moreAfter} onClick={() => strip.page(1)}>
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
          {hidden && <div className="hint">Hidden until the next player confirms.</div>}
          {!hidden && hand.length === 0 && <div className="hint">{me ? 'No cards in hand.' : live ? 'Spectating.' : 'Watch a seat to see its hand.'}</div>}
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
                          Play
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
            <span className="log-gen">G{e.generation}</span>
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
  return (
    <div className="ma-list" data-testid="milestones">
      <div className="ma-terms" data-testid="milestone-terms">
        {t.inPlay ? (
          <>
            Claim for <b>{t.cost} M€</b> · worth <b>{t.vp} VP</b> · {t.claimed} of {t.maxClaimed} claimed
          </>
        ) : (
          'No milestones in a solo game.'
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
                  claimed by <PlayerName player={by} /> · {t.vp} VP
                </span>
              ) : (
                <span className="ma-by muted">{t.inPlay && t.claimed < t.maxClaimed ? `open · ${t.cost} M€ · ${t.vp} VP` : 'closed'}</span>
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
  // The costs go up in order, one per award funded: the ones before the next are spent.
  const nextIndex = t.nextCost === null ? t.costs.length : t.costs.indexOf(t.nextCost);
  return (
    <div className="ma-list" data-testid="awards">
      <div className="ma-terms" data-testid="award-terms">
        {t.inPlay ? (
          <>
            Fund for{' '}
            {t.costs.map((c, i) => (
              <span key={i}>
                {i > 0 && ' / '}
                {i < nextIndex ? <s className="muted" title="already funded">{c}</s> : i === nextIndex ? <b>{c}</b> : <span>{c}</span>}
              </span>
            ))}{' '}
            M€ ({t.nextCost === null ? 'all funded' : `next: ${t.nextCost} M€`}) · 1st <b>{t.vp.first} VP</b>
            {t.secondPlaceScores ? (
              <>
                , 2nd <b>{t.vp.second} VP</b>
              </>
            ) : (
              ' (2nd place scores only with 3 or more players)'
            )}
          </>
        ) : (
          'No awards in a solo game.'
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
                  funded by <PlayerName player={by} />
                </span>
              ) : (
                <span className="ma-by muted">{t.inPlay && t.nextCost !== null ? `not funded · ${t.nextCost} M€` : 'not funded'}</span>
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
  return (
    <div className="ma-list sp-list" data-testid="standard-projects">
      {view.standardProjects.length === 0 ? <div className="hint">Standard projects are listed for a seated player.</div> : <StandardProjectList view={view} withEffects />}
      <div className="hint">Also: 8 plants → greenery · 8 heat → temperature.</div>
    </div>
  );
}

export function SidePanel() {
  const view = useApp((s) => s.view);
  const tab = useUi((s) => s.sideTab);
  if (!view) return null;
  const tabs: [SideTab, string][] = [
    ['log', 'Log'],
    ['milestones', 'Milestones'],
    ['awards', 'Awards'],
    ['projects', 'Projects'],
    ...(view.cornucopia ? ([['factories', 'Factories']] as [SideTab, string][]) : []),
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
  if (!view?.scores) return null;
  if (hidden)
    return (
      <button type="button" className="scores-reopen primary" data-testid="show-scores" onClick={() => setHidden(false)}>
        Final scores
      </button>
    );
  const rows = [...view.scores].sort((a, b) => a.rank - b.rank);
  return (
    <div className="modal-back">
      <div className="modal scores" data-testid="scores">
        <h2>Final scores</h2>
        <PracticeMark />
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Player</th>
              <th>TR</th>
              <th>Milestones</th>
              <th>Awards</th>
              <th>Greenery</th>
              <th>Cities</th>
              <th>Cards</th>
              <th>Total</th>
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
        {view.seed && <div className="hint">Seed: {view.seed}</div>}
        <div className="row-buttons">
          <button type="button" data-testid="close-scores" onClick={() => setHidden(true)}>
            Look at the board
          </button>
          <button type="button" className="primary" data-testid="back-to-menu" onClick={() => actions.leaveGame()}>
            Back to menu
          </button>
        </div>
      </div>
    </div>
  );
}
