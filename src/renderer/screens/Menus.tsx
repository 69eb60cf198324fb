// Home, new-game and load-game screens.
import { useEffect, useState } from 'react';
import { TM_BOT_LEVELS_BY_STRENGTH } from '../../shared/botLevelNames';
import { type NewGameSetup, type SeatSetup, type TmBotLevel } from '../../shared/protocol';
import { PLAYER_COLORS, type PlayerColor } from '../../shared/tm/basics';
import { playerHex } from '../colors';
import { type SystemId } from '../../shared/systems';
import { TM_BOT_LEVEL_KEYS } from '../common/botLevelKeys';
import { SYSTEM_NAME_KEYS } from '../../shared/systems';
import { LanguageSetting } from '../i18n/LanguageSetting';
import { sayMessageOrText, type Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';
import { HistoryStats } from '../campaigns/HistoryStats';
import { campaignActions } from '../campaigns/campaignState';
import { actions, useApp } from '../store';
import { GamePicker } from './GamePicker';
import { savePhaseWords } from './savePhase';
import type { SaveResult } from '../../shared/save';
import { initialSeedChoice, seedChoiceOk, seedFields, SetupFooter } from './SetupFooter';

/**
 * @param tagline what kind of screen this is, under the logo (a network page is not "offline"); the three games by default.
 * Every menu screen offers the language in its corner, so a player finds it before anything else.
 */
export function Shell({ children, title, tagline }: { children: React.ReactNode; title?: string; tagline?: string }) {
  const say = useSay();
  return (
    <div className="menu-screen">
      <div className="menu-mars" aria-hidden />
      <div className="menu-card">
        <div className="menu-language">
          <LanguageSetting testId="start-language" />
        </div>
        <h1 className="logo">THARSIS</h1>
        <div className="tagline" data-testid="tagline">{tagline ?? say('common.home.tagline')}</div>
        {title && <h2>{title}</h2>}
        {children}
      </div>
    </div>
  );
}

export function Home() {
  const say = useSay();
  const hasGame = useApp((s) => s.gameView !== null);
  const status = useApp((s) => s.status);
  return (
    <Shell>
      <div className="home-buttons">
        {hasGame && (
          <button type="button" className="primary big" data-testid="continue-game" onClick={() => actions.goto('game')}>
            {say('common.home.continueGame')}
          </button>
        )}
        <button type="button" className={`big ${hasGame ? '' : 'primary'}`} data-testid="new-game" onClick={() => actions.goto('new')}>
          {say('common.home.newGame')}
        </button>
        <button type="button" className="big" data-testid="load-game" onClick={() => actions.goto('load')}>
          {say('common.home.loadGame')}
        </button>
        <button type="button" className="big" data-testid="campaigns" onClick={() => actions.goto('campaigns')}>
          {say('common.home.campaigns')}
        </button>
        <button type="button" className="big" data-testid="join-lan" onClick={() => actions.goto('join')}>
          {say('common.home.joinLan')}
        </button>
        <button type="button" className="big" data-testid="card-browser" onClick={() => actions.goto('cards')}>
          {say('common.home.cardBrowser')}
        </button>
      </div>
      <div className="hint center" data-testid="connection-status">
        {say(status === 'open' ? 'common.connection.open' : status === 'connecting' ? 'common.connection.connecting' : 'common.connection.lost')}
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

const COLOUR_KEYS: Record<PlayerColor, string> = {
  red: 'common.colour.red',
  green: 'common.colour.green',
  blue: 'common.colour.blue',
  yellow: 'common.colour.yellow',
  black: 'common.colour.black',
};

export function NewGame() {
  const say = useSay();
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
      return [...ps, { name: DEFAULT_NAMES[ps.length] ?? say('common.setup.defaultName', { number: ps.length + 1 }), color: freeColor(ps), kind: 'human', beginner: false }];
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
    <Shell title={say('common.setup.title')}>
      <GamePicker />
      <div className="players-setup" data-testid="players-setup">
        {players.map((p, i) => (
          <div key={i} className="seat-row" data-testid={`seat-row-${i}`}>
            <span className="seat-swatch" style={{ background: playerHex(p.color) }} />
            <input
              data-testid={`player-name-${i}`}
              aria-label={say('common.setup.nameLabel', { number: i + 1 })}
              value={p.name}
              maxLength={24}
              onChange={(e) => update(i, { name: e.target.value })}
            />
            <select data-testid={`player-color-${i}`} aria-label={say('common.setup.colourLabel', { number: i + 1 })} value={p.color} onChange={(e) => update(i, { color: e.target.value as PlayerColor })}>
              {PLAYER_COLORS.map((c) => (
                <option key={c} value={c}>
                  {say(COLOUR_KEYS[c])}
                </option>
              ))}
            </select>
            <select data-testid={`player-kind-${i}`} aria-label={say('common.setup.seatLabel', { number: i + 1 })} value={p.kind} onChange={(e) => update(i, { kind: e.target.value as SeatSetup['kind'] })}>
              <option value="human">{say('common.setup.human')}</option>
              <option value="bot">{say('common.setup.bot')}</option>
            </select>
            {p.kind === 'bot' && (
              <select
                data-testid={`player-level-${i}`}
                aria-label={say('common.setup.levelLabel', { number: i + 1 })}
                title={say('common.setup.levelHint')}
                value={p.level ?? DEFAULT_BOT_LEVEL}
                onChange={(e) => update(i, { level: e.target.value as TmBotLevel })}
              >
                {TM_BOT_LEVELS_BY_STRENGTH.map((level) => (
                  <option key={level} value={level} title={say(TM_BOT_LEVEL_KEYS[level].description)}>
                    {say(TM_BOT_LEVEL_KEYS[level].label)}
                  </option>
                ))}
              </select>
            )}
            <label className="check" title={say('common.setup.beginnerHint')}>
              <input type="checkbox" data-testid={`player-beginner-${i}`} checked={p.beginner} onChange={(e) => update(i, { beginner: e.target.checked })} />
              {say('common.setup.beginner')}
            </label>
            <button type="button" className="small" data-testid={`remove-player-${i}`} disabled={players.length <= 1} onClick={() => remove(i)} title={say('common.setup.removePlayer')}>
              ✕
            </button>
          </div>
        ))}
        <button type="button" data-testid="add-player" disabled={players.length >= 5} onClick={add}>
          {say('common.setup.addPlayer')}
        </button>
      </div>
      <div className="options">
        <label className="check">
          <input type="checkbox" data-testid="opt-corporate-era" checked={corporateEra} onChange={(e) => setCorporateEra(e.target.checked)} />
          {say('common.setup.corporateEra')}
        </label>
        <label className="check">
          <input type="checkbox" data-testid="opt-draft" checked={draft} onChange={(e) => setDraft(e.target.checked)} />
          {say('common.setup.draft')}
        </label>
        <label className="check">
          <input type="checkbox" data-testid="opt-colonies" checked={colonies} onChange={(e) => setColonies(e.target.checked)} />
          {say('common.setup.colonies')}
        </label>
        <label className="check" title={say('common.setup.cornucopiaHint')}>
          <input type="checkbox" data-testid="opt-cornucopia" checked={cornucopia} onChange={(e) => setCornucopia(e.target.checked)} />
          {say('common.setup.cornucopia')}
        </label>
        <label className={`check ${!cornucopia ? 'disabled' : ''}`} title={say('common.setup.moduleDraftHint')}>
          <input type="checkbox" data-testid="opt-cornucopia-draft" disabled={!cornucopia} checked={cornucopia && cornucopiaDraft} onChange={(e) => setCornucopiaDraft(e.target.checked)} />
          {say('common.setup.moduleDraft')}
        </label>
        <label className={`check ${players.length !== 1 ? 'disabled' : ''}`} title={say('common.setup.soloHint')}>
          <input type="checkbox" data-testid="opt-solo" disabled={players.length !== 1} checked={players.length === 1 && solo} onChange={(e) => setSolo(e.target.checked)} />
          {say('common.setup.solo')}
        </label>
      </div>
      <SetupFooter seed={seed} setSeed={setSeed} namesOk={namesOk} canStart={canStart} busy={busy} onStart={start} />
    </Shell>
  );
}

function ConfirmDelete({ id, done }: { id: string; done: () => void }) {
  const say = useSay();
  return (
    <div className="row-buttons">
      <span className="warn">{say('common.saves.confirmDelete')}</span>
      <button type="button" className="danger small" data-testid="confirm-delete" onClick={() => { actions.deleteSave(id); done(); }}>
        {say('common.saves.delete')}
      </button>
      <button type="button" className="small" data-testid="cancel-delete" onClick={done}>
        {say('common.saves.keep')}
      </button>
    </div>
  );
}

export function LoadGame() {
  const say = useSay();
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
    <Shell title={say('common.saves.title')}>
      <div className="saves" data-testid="saves">
        {sorted === null && <div className="hint">{say('common.saves.loading')}</div>}
        {sorted?.length === 0 && <div className="hint" data-testid="no-saves">{say('common.saves.none')}</div>}
        {sorted?.map((s) => (
          <div key={s.id} className="save-row" data-testid="save-row" data-save-id={s.id}>
            <div className="save-info">
              <div className="save-players">
                <span className="badge" data-testid="save-system">{say(SYSTEM_NAME_KEYS[s.system])}</span> {s.players.join(', ')}
              </div>
              <div className="save-meta">
                <span>{say('common.saves.savedAt', { at: Date.parse(s.savedAt) })}</span> · <span>{say(s.system === 'dice' ? 'common.saves.turn' : 'common.saves.generation', { number: s.generation })}</span> · <span data-testid="save-phase">{say(savePhaseWords(s.system, s.phase))}</span>
                {s.finished && (
                  <span className="badge done" data-testid="save-finished">
                    {say('common.saves.finished')}
                  </span>
                )}
                {s.practiceUndo && (
                  <span className="badge" data-testid="save-practice" title={say('common.saves.practiceHint')}>
                    {say('common.saves.practice')}
                  </span>
                )}
              </div>
              {s.result && (
                <div className="save-meta" data-testid="save-result">
                  {resultWords(say, s.result, s.players)}
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
                  {say(s.finished ? 'common.saves.view' : 'common.saves.resume')}
                </button>
                <button type="button" className="small" data-testid="report" onClick={() => campaignActions.report(s.id)}>
                  {say(s.finished ? 'common.saves.report' : 'common.saves.replaySoFar')}
                </button>
                <button type="button" className="small" data-testid="delete" onClick={() => setConfirming(s.id)}>
                  {say('common.saves.delete')}
                </button>
              </div>
            )}
          </div>
        ))}
        {damaged.length > 0 && <div className="hint">{say('common.saves.damaged')}</div>}
        {damaged.map((d) => (
          <div key={d.id} className="save-row damaged" data-testid="damaged-save" data-save-id={d.id}>
            <div className="save-info">
              <div className="save-players">
                <span className="badge">{d.id}.json</span>
              </div>
              <div className="save-meta" data-testid="damaged-reason">
                {sayMessageOrText(say, d.reason)}
              </div>
            </div>
            {confirming === d.id ? (
              <ConfirmDelete id={d.id} done={() => setConfirming(null)} />
            ) : (
              <div className="row-buttons">
                <button type="button" className="small" data-testid="delete" onClick={() => setConfirming(d.id)}>
                  {say('common.saves.delete')}
                </button>
              </div>
            )}
          </div>
        ))}
      </div>
      {statsOf && <HistoryStats system={statsOf} />}
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          {say('common.nav.back')}
        </button>
        <button type="button" className="small" data-testid="refresh-saves" onClick={() => actions.listSaves()}>
          {say('common.saves.refresh')}
        </button>
        {finishedSystems.map((system) => (
          <button key={system} type="button" className="small" data-testid={`history-stats-toggle-${system}`} aria-expanded={statsOf === system} onClick={() => setStatsOf(statsOf === system ? null : system)}>
            {say(statsOf === system ? 'common.saves.hideStats' : 'common.saves.showStats', { game: say(SYSTEM_NAME_KEYS[system]) })}
          </button>
        ))}
      </div>
    </Shell>
  );
}

/** A finished game's result in one line: "solo: won/lost (score)", or the winner and everyone's score. */
export function resultWords(say: Say, result: SaveResult, players: string[]): string {
  const nameOf = (seat: number) => players[seat] ?? say('common.saves.seat', { number: seat + 1 });
  if (result.places.length === 1) {
    const only = result.places[0]!;
    return say(result.soloWon ? 'common.saves.soloWon' : 'common.saves.soloLost', { score: only.score });
  }
  const winners = result.places.filter((p) => p.rank === 1).map((p) => nameOf(p.seat));
  const scores = [...result.places].sort((a, b) => a.rank - b.rank).map((p) => say('common.saves.score', { name: nameOf(p.seat), score: p.score }));
  const outcome = winners.length > 1 ? say('common.saves.tie', { names: winners }) : say('common.saves.won', { name: winners[0] ?? '?' });
  return say('common.saves.result', { outcome, scores: scores.join(', ') });
}
