// Home, new-game and load-game screens.
import { useEffect, useState } from 'react';
import { TM_BOT_LEVEL_NAMES, TM_BOT_LEVELS_BY_STRENGTH } from '../../shared/botLevelNames';
import { type NewGameSetup, type SeatSetup, type TmBotLevel } from '../../shared/protocol';
import { PLAYER_COLORS, type PlayerColor } from '../../shared/tm/basics';
import { playerHex } from '../colors';
import { SYSTEM_NAMES, type SystemId } from '../../shared/systems';
import { HistoryStats } from '../campaigns/HistoryStats';
import { campaignActions } from '../campaigns/campaignState';
import { actions, useApp } from '../store';
import { GamePicker } from './GamePicker';
import { readablePhase } from './savePhase';
import type { SaveResult } from '../../shared/save';
import { initialSeedChoice, seedChoiceOk, seedFields, SetupFooter } from './SetupFooter';

/** @param tagline what kind of screen this is, under the logo (a network page is not "offline"). */
export function Shell({ children, title, tagline = 'Terraforming Mars · TINYforming Mars · The Dice Game' }: { children: React.ReactNode; title?: string; tagline?: string }) {
  return (
    <div className="menu-screen">
      <div className="menu-mars" aria-hidden />
      <div className="menu-card">
        <h1 className="logo">THARSIS</h1>
        <div className="tagline" data-testid="tagline">{tagline}</div>
        {title && <h2>{title}</h2>}
        {children}
      </div>
    </div>
  );
}

export function Home() {
  const hasGame = useApp((s) => s.gameView !== null);
  const status = useApp((s) => s.status);
  return (
    <Shell>
      <div className="home-buttons">
        {hasGame && (
          <button type="button" className="primary big" data-testid="continue-game" onClick={() => actions.goto('game')}>
            Continue game
          </button>
        )}
        <button type="button" className={`big ${hasGame ? '' : 'primary'}`} data-testid="new-game" onClick={() => actions.goto('new')}>
          New game
        </button>
        <button type="button" className="big" data-testid="load-game" onClick={() => actions.goto('load')}>
          Load game
        </button>
        <button type="button" className="big" data-testid="campaigns" onClick={() => actions.goto('campaigns')}>
          Campaigns
        </button>
        <button type="button" className="big" data-testid="join-lan" onClick={() => actions.goto('join')}>
          Join a LAN game
        </button>
        <button type="button" className="big" data-testid="card-browser" onClick={() => actions.goto('cards')}>
          Card browser
        </button>
      </div>
      <div className="hint center" data-testid="connection-status">
        {status === 'open' ? 'Connected to the game host' : status === 'connecting' ? 'Connecting to the game host…' : 'Host unreachable — retrying…'}
      </div>
    </Shell>
  );
}

const DEFAULT_NAMES = ['Ada', 'Boris', 'Chen', 'Dara', 'Emil'];

/** A new bot seat plays at this level unless the player picks another. */
const DEFAULT_BOT_LEVEL: TmBotLevel = 'greedy';

function freeColor(players: SeatSetup[]): PlayerColor {
  return PLAYER_COLORS.find((c) => !players.some((p) => p.color === c)) ?? 'red';
}

export function NewGame() {
  const busy = useApp((s) => s.busy);
  const [players, setPlayers] = useState<SeatSetup[]>([
    { name: DEFAULT_NAMES[0], color: 'red', kind: 'human', beginner: false },
    { name: DEFAULT_NAMES[1], color: 'green', kind: 'human', beginner: false },
  ]);
  const [corporateEra, setCorporateEra] = useState(true);
  const [draft, setDraft] = useState(false);
  const [solo, setSolo] = useState(false);
  const [colonies, setColonies] = useState(false);
  const [cornucopia, setCornucopia] = useState(false);
  const [cornucopiaDraft, setCornucopiaDraft] = useState(false);
  const [seed, setSeed] = useState(initialSeedChoice);

  const update = (i: number, patch: Partial<SeatSetup>) =>
    setPlayers((ps) => {
      const next = ps.map((p, j) => (j === i ? { ...p, ...patch } : p));
      // colours stay unique: taking another player's colour swaps the two
      if (patch.color) {
        const other = ps.findIndex((p, j) => j !== i && p.color === patch.color);
        if (other >= 0) next[other] = { ...next[other], color: ps[i].color };
      }
      return next;
    });
  const add = () =>
    setPlayers((ps) => {
      if (ps.length >= 5) return ps;
      if (ps.length === 1) setSolo(false);
      return [...ps, { name: DEFAULT_NAMES[ps.length] ?? `Player ${ps.length + 1}`, color: freeColor(ps), kind: 'human', beginner: false }];
    });
  const remove = (i: number) =>
    setPlayers((ps) => {
      if (ps.length <= 1) return ps;
      const next = ps.filter((_, j) => j !== i);
      if (next.length === 1) setSolo(true);
      return next;
    });

  const namesOk = players.every((p) => p.name.trim().length > 0 && p.name.trim().length <= 24);
  const seedOk = seedChoiceOk(seed);
  const canStart = namesOk && seedOk && !busy;

  const start = () => {
    const setup: NewGameSetup = {
      players: players.map((p) => ({ ...p, name: p.name.trim(), level: p.kind === 'bot' ? (p.level ?? DEFAULT_BOT_LEVEL) : undefined })),
      ...seedFields(seed),
      options: { corporateEra, draft, solo: players.length === 1 && solo, colonies, ...(cornucopia ? { cornucopia: true, cornucopiaDraft } : {}) },
    };
    actions.newGame('tm', setup);
  };

  return (
    <Shell title="New game">
      <GamePicker />
      <div className="players-setup" data-testid="players-setup">
        {players.map((p, i) => (
          <div key={i} className="seat-row" data-testid={`seat-row-${i}`}>
            <span className="seat-swatch" style={{ background: playerHex(p.color) }} />
            <input
              data-testid={`player-name-${i}`}
              aria-label={`Player ${i + 1} name`}
              value={p.name}
              maxLength={24}
              onChange={(e) => update(i, { name: e.target.value })}
            />
            <select data-testid={`player-color-${i}`} aria-label={`Player ${i + 1} colour`} value={p.color} onChange={(e) => update(i, { color: e.target.value as PlayerColor })}>
              {PLAYER_COLORS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <select data-testid={`player-kind-${i}`} aria-label={`Player ${i + 1} seat`} value={p.kind} onChange={(e) => update(i, { kind: e.target.value as SeatSetup['kind'] })}>
              <option value="human">Human</option>
              <option value="bot">Bot</option>
            </select>
            {p.kind === 'bot' && (
              <select
                data-testid={`player-level-${i}`}
                aria-label={`Player ${i + 1} bot level`}
                title="How strongly this bot plays"
                value={p.level ?? DEFAULT_BOT_LEVEL}
                onChange={(e) => update(i, { level: e.target.value as TmBotLevel })}
              >
                {TM_BOT_LEVELS_BY_STRENGTH.map((level) => (
                  <option key={level} value={level} title={TM_BOT_LEVEL_NAMES[level].description}>
                    {TM_BOT_LEVEL_NAMES[level].label}
                  </option>
                ))}
              </select>
            )}
            <label className="check" title="Beginner corporation: 10 free cards, no corporation choice">
              <input type="checkbox" data-testid={`player-beginner-${i}`} checked={p.beginner} onChange={(e) => update(i, { beginner: e.target.checked })} />
              Beginner corp
            </label>
            <button type="button" className="small" data-testid={`remove-player-${i}`} disabled={players.length <= 1} onClick={() => remove(i)} title="Remove this player">
              ✕
            </button>
          </div>
        ))}
        <button type="button" data-testid="add-player" disabled={players.length >= 5} onClick={add}>
          + Add player
        </button>
      </div>
      <div className="options">
        <label className="check">
          <input type="checkbox" data-testid="opt-corporate-era" checked={corporateEra} onChange={(e) => setCorporateEra(e.target.checked)} />
          Corporate Era
        </label>
        <label className="check">
          <input type="checkbox" data-testid="opt-draft" checked={draft} onChange={(e) => setDraft(e.target.checked)} />
          Draft
        </label>
        <label className="check">
          <input type="checkbox" data-testid="opt-colonies" checked={colonies} onChange={(e) => setColonies(e.target.checked)} />
          Colonies
        </label>
        <label className="check" title="Food factories and production modules">
          <input type="checkbox" data-testid="opt-cornucopia" checked={cornucopia} onChange={(e) => setCornucopia(e.target.checked)} />
          Cornucopia
        </label>
        <label className={`check ${!cornucopia ? 'disabled' : ''}`} title="Modules are bought in an investment phase instead of from the marketplace">
          <input type="checkbox" data-testid="opt-cornucopia-draft" disabled={!cornucopia} checked={cornucopia && cornucopiaDraft} onChange={(e) => setCornucopiaDraft(e.target.checked)} />
          Module drafting
        </label>
        <label className={`check ${players.length !== 1 ? 'disabled' : ''}`} title="Solo mode needs exactly one player">
          <input type="checkbox" data-testid="opt-solo" disabled={players.length !== 1} checked={players.length === 1 && solo} onChange={(e) => setSolo(e.target.checked)} />
          Solo (1 player)
        </label>
      </div>
      <SetupFooter seed={seed} setSeed={setSeed} namesOk={namesOk} canStart={canStart} busy={busy} onStart={start} />
    </Shell>
  );
}

function ConfirmDelete({ id, done }: { id: string; done: () => void }) {
  return (
    <div className="row-buttons">
      <span className="warn">Delete this save?</span>
      <button type="button" className="danger small" data-testid="confirm-delete" onClick={() => { actions.deleteSave(id); done(); }}>
        Delete
      </button>
      <button type="button" className="small" data-testid="cancel-delete" onClick={done}>
        Keep
      </button>
    </div>
  );
}

export function LoadGame() {
  const saves = useApp((s) => s.saves);
  const damaged = useApp((s) => s.damagedSaves);
  const busy = useApp((s) => s.busy);
  const status = useApp((s) => s.status);
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => {
    if (status === 'open') actions.listSaves();
  }, [status]);
  const sorted = saves ? [...saves].sort((a, b) => b.savedAt.localeCompare(a.savedAt)) : null;
  const [statsOf, setStatsOf] = useState<SystemId | null>(null);
  const finishedSystems = [...new Set((saves ?? []).filter((s) => s.finished && s.result).map((s) => s.system))];
  return (
    <Shell title="Load game">
      <div className="saves" data-testid="saves">
        {sorted === null && <div className="hint">Loading saves…</div>}
        {sorted?.length === 0 && <div className="hint" data-testid="no-saves">No saved games yet.</div>}
        {sorted?.map((s) => (
          <div key={s.id} className="save-row" data-testid="save-row" data-save-id={s.id}>
            <div className="save-info">
              <div className="save-players">
                <span className="badge" data-testid="save-system">{SYSTEM_NAMES[s.system]}</span> {s.players.join(', ')}
              </div>
              <div className="save-meta">
                <span>{new Date(s.savedAt).toLocaleString()}</span> · <span>{s.system === 'dice' ? 'Turn' : 'Generation'} {s.generation}</span> · <span data-testid="save-phase">{readablePhase(s.phase)}</span>
                {s.finished && (
                  <span className="badge done" data-testid="save-finished">
                    finished
                  </span>
                )}
                {s.practiceUndo && (
                  <span className="badge" data-testid="save-practice" title="Moves were taken back past reveals (solo practice)">
                    practice
                  </span>
                )}
              </div>
              {s.result && (
                <div className="save-meta" data-testid="save-result">
                  {resultWords(s.result, s.players)}
                </div>
              )}
              {s.rules && s.rules.length > 0 && (
                <div className="save-meta" data-testid="save-rules">
                  {s.rules.join(' · ')}
                </div>
              )}
            </div>
            {confirming === s.id ? (
              <ConfirmDelete id={s.id} done={() => setConfirming(null)} />
            ) : (
              <div className="row-buttons">
                <button type="button" className="primary small" data-testid="resume" disabled={busy} onClick={() => actions.loadSave(s.id)}>
                  {s.finished ? 'View' : 'Resume'}
                </button>
                <button type="button" className="small" data-testid="report" onClick={() => campaignActions.report(s.id)}>
                  {s.finished ? 'Report & replay' : 'Replay so far'}
                </button>
                <button type="button" className="small" data-testid="delete" onClick={() => setConfirming(s.id)}>
                  Delete
                </button>
              </div>
            )}
          </div>
        ))}
        {damaged.length > 0 && <div className="hint">These files cannot be loaded:</div>}
        {damaged.map((d) => (
          <div key={d.id} className="save-row damaged" data-testid="damaged-save" data-save-id={d.id}>
            <div className="save-info">
              <div className="save-players">
                <span className="badge">{d.id}.json</span>
              </div>
              <div className="save-meta" data-testid="damaged-reason">
                {d.reason}
              </div>
            </div>
            {confirming === d.id ? (
              <ConfirmDelete id={d.id} done={() => setConfirming(null)} />
            ) : (
              <div className="row-buttons">
                <button type="button" className="small" data-testid="delete" onClick={() => setConfirming(d.id)}>
                  Delete
                </button>
              </div>
            )}
          </div>
        ))}
      </div>
      {statsOf && <HistoryStats system={statsOf} />}
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          Back
        </button>
        <button type="button" className="small" data-testid="refresh-saves" onClick={() => actions.listSaves()}>
          Refresh
        </button>
        {finishedSystems.map((system) => (
          <button key={system} type="button" className="small" data-testid={`history-stats-toggle-${system}`} aria-expanded={statsOf === system} onClick={() => setStatsOf(statsOf === system ? null : system)}>
            {statsOf === system ? 'Hide' : 'Statistics of all'} finished {SYSTEM_NAMES[system]} games
          </button>
        ))}
      </div>
    </Shell>
  );
}

/** A finished game's result in one line: "solo: won/lost (score)", or the winner and everyone's score. */
function resultWords(result: SaveResult, players: string[]): string {
  const nameOf = (seat: number) => players[seat] ?? `Seat ${seat + 1}`;
  if (result.places.length === 1) {
    const only = result.places[0]!;
    return `Solo: ${result.soloWon ? 'won' : 'lost'} · ${only.score} points`;
  }
  const winners = result.places.filter((p) => p.rank === 1).map((p) => nameOf(p.seat));
  const scores = [...result.places].sort((a, b) => a.rank - b.rank).map((p) => `${nameOf(p.seat)} ${p.score}`);
  return `${winners.length > 1 ? `Tie: ${winners.join(' and ')}` : `${winners[0] ?? '?'} won`} · ${scores.join(', ')}`;
}
