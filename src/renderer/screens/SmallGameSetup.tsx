// The new-game form for the two compact games (TINYforming Mars, the Dice Game): seats, bot levels,
// the game's own options and the seed. The host checks the setup against the game's schema.
import { useState } from 'react';
import { PLAYER_COLOURS as DICE_COLOURS } from '../../shared/dice/basics';
import { MAP_SIDES, type MapSide } from '../../shared/tiny/basics';
import { playerHex } from '../colors';
import { useSay } from '../i18n/useSay';
import { actions, useApp } from '../store';
import { GamePicker } from './GamePicker';
import { Shell } from './Menus';
import { initialSeedChoice, seedChoiceOk, seedFields, SetupFooter } from './SetupFooter';

type SmallSystem = 'tiny' | 'dice';
type BotLevel = 'random' | 'basic' | 'search';

/** A bot level as offered: its label's and tooltip's catalogue keys. */
interface LevelOption {
  level: BotLevel;
  label: string;
  /** Offered only when one seat plays alone (the level plays like Basic otherwise). */
  soloOnly?: boolean;
  title?: string;
}

const LEVELS: Record<SmallSystem, LevelOption[]> = {
  tiny: [
    { level: 'random', label: 'common.smallSetup.random' },
    { level: 'basic', label: 'common.smallSetup.basic' },
    { level: 'search', label: 'common.smallSetup.planner', soloOnly: true, title: 'common.smallSetup.tinyPlannerHint' },
  ],
  dice: [
    { level: 'random', label: 'common.smallSetup.random' },
    { level: 'basic', label: 'common.smallSetup.basic' },
    { level: 'search', label: 'common.smallSetup.planner', soloOnly: true, title: 'common.smallSetup.dicePlannerHint' },
  ],
};

interface Seat {
  name: string;
  color: (typeof DICE_COLOURS)[number];
  kind: 'human' | 'bot';
  level: BotLevel;
}

const LIMITS: Record<SmallSystem, { min: number; max: number }> = { tiny: { min: 1, max: 2 }, dice: { min: 1, max: 4 } };
const NAMES = ['Ada', 'Boris', 'Chen', 'Dara'];

function seatFor(index: number): Seat {
  // Only four seats at most: the default names always reach.
  return { name: NAMES[index] ?? NAMES[0], color: DICE_COLOURS[index % DICE_COLOURS.length], kind: 'human', level: 'basic' };
}

export function SmallGameSetup({ system }: { system: SmallSystem }) {
  const say = useSay();
  const busy = useApp((s) => s.busy);
  const limits = LIMITS[system];
  const [seats, setSeats] = useState<Seat[]>(() => [seatFor(0), seatFor(1)]);
  const [map, setMap] = useState<MapSide>('tharsis');
  const [intense, setIntense] = useState(false);
  const [boardSide, setBoardSide] = useState<'A' | 'B'>('A');
  const [seed, setSeed] = useState(initialSeedChoice);
  const shown = seats.slice(0, limits.max);
  const solo = shown.length === 1;
  const levels = LEVELS[system].filter((o) => solo || !o.soloOnly);
  // A solo-only level becomes Basic once a second seat joins.
  const levelOf = (s: Seat): BotLevel => (levels.some((o) => o.level === s.level) ? s.level : 'basic');
  const withoutSoloLevel = (s: Seat): Seat => ({ ...s, level: LEVELS[system].find((o) => o.level === s.level)?.soloOnly ? 'basic' : s.level });

  const update = (i: number, patch: Partial<Seat>) => setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const namesOk = shown.every((s) => s.name.trim().length > 0 && s.name.trim().length <= 24);
  const canStart = namesOk && seedChoiceOk(seed) && !busy;

  const start = () => {
    const players = shown.map((s) => ({ name: s.name.trim(), color: s.color, kind: s.kind, ...(s.kind === 'bot' ? { level: levelOf(s) } : {}) }));
    // A Dice Game played alone by a person starts with that player placing the neutral tiles (the rulebook).
    const options = system === 'tiny' ? { map, intense } : { boardSide, soloStart: 'chosen' as const };
    actions.newGame(system, { players, ...seedFields(seed), options });
  };

  return (
    <Shell title={say('common.setup.title')}>
      <GamePicker />
      <div className="players-setup" data-testid="players-setup">
        {shown.map((s, i) => (
          <div key={i} className="seat-row" data-testid={`seat-row-${i}`}>
            <span className="seat-swatch" style={{ background: playerHex(s.color) }} />
            <input data-testid={`player-name-${i}`} aria-label={say('common.setup.nameLabel', { number: i + 1 })} value={s.name} maxLength={24} onChange={(e) => update(i, { name: e.target.value })} />
            <select data-testid={`player-kind-${i}`} aria-label={say('common.setup.seatLabel', { number: i + 1 })} value={s.kind} onChange={(e) => update(i, { kind: e.target.value as Seat['kind'] })}>
              <option value="human">{say('common.setup.human')}</option>
              <option value="bot">{say('common.setup.bot')}</option>
            </select>
            {s.kind === 'bot' && (
              <select data-testid={`player-level-${i}`} aria-label={say('common.setup.levelLabel', { number: i + 1 })} value={levelOf(s)} onChange={(e) => update(i, { level: e.target.value as BotLevel })}>
                {levels.map((o) => (
                  <option key={o.level} value={o.level} title={o.title && say(o.title)}>
                    {say(o.label)}
                  </option>
                ))}
              </select>
            )}
            <button type="button" className="small" data-testid={`remove-player-${i}`} disabled={shown.length <= limits.min} onClick={() => setSeats(shown.filter((_, j) => j !== i))} title={say('common.setup.removePlayer')}>
              ✕
            </button>
          </div>
        ))}
        <button type="button" data-testid="add-player" disabled={shown.length >= limits.max} onClick={() => setSeats([...shown.map(withoutSoloLevel), seatFor(shown.length)])}>
          {say('common.setup.addPlayer')}
        </button>
        {solo && <div className="hint" data-testid="solo-hint">{say(system === 'tiny' ? 'common.smallSetup.tinySolo' : 'common.smallSetup.diceSolo')}</div>}
      </div>
      <div className="options">
        {system === 'tiny' ? (
          <>
            <label>
              {say('common.smallSetup.mapSide')}{' '}
              <select data-testid="opt-map" value={map} onChange={(e) => setMap(e.target.value as MapSide)}>
                {MAP_SIDES.map((side) => (
                  <option key={side} value={side}>
                    {side === 'tharsis' ? 'Tharsis' : 'Elysium'}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input type="checkbox" data-testid="opt-intense" checked={intense} onChange={(e) => setIntense(e.target.checked)} />
              {say('common.smallSetup.intense')}
            </label>
          </>
        ) : (
          <label>
            {say('common.smallSetup.boardSide')}{' '}
            <select data-testid="opt-board-side" value={boardSide} onChange={(e) => setBoardSide(e.target.value as 'A' | 'B')}>
              <option value="A">A</option>
              <option value="B">B</option>
            </select>
          </label>
        )}
      </div>
      <SetupFooter seed={seed} setSeed={setSeed} namesOk={namesOk} canStart={canStart} busy={busy} onStart={start} />
    </Shell>
  );
}
