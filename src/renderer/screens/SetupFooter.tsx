// The end of every new-game form: the seed (secret by default, or typed to replay or share a deal), the
// name warning, and Back / Start game.
import type { SeedKind } from '../../shared/seed';
import { useSay } from '../i18n/useSay';
import { actions } from '../store';

/** The seed part of a new-game form: a secret seed drawn by the host, or a seed the player typed. */
export interface SeedChoice {
  secret: boolean;
  /** What the player typed (kept while the secret box is ticked, so unticking brings it back). */
  text: string;
}

export function initialSeedChoice(): SeedChoice {
  return { secret: true, text: randomSeed() };
}

export function seedChoiceOk(choice: SeedChoice): boolean {
  const typed = choice.text.trim();
  return choice.secret || (typed.length > 0 && typed.length <= 40);
}

/** The setup's seed fields. For a secret seed the host draws the seed and ignores the placeholder text. */
export function seedFields(choice: SeedChoice): { seed: string; seedKind: SeedKind } {
  return choice.secret ? { seed: 'secret', seedKind: 'secret' } : { seed: choice.text.trim(), seedKind: 'typed' };
}

/** A readable random seed, e.g. "hellas-02931". */
export function randomSeed(): string {
  const words = ['olympus', 'hellas', 'arsia', 'noctis', 'elysium', 'tharsis', 'utopia', 'argyre', 'pavonis', 'phobos', 'deimos', 'valles'];
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${words[bytes[0] % words.length]}-${(bytes[1] % 100000).toString().padStart(5, '0')}`;
}

export function SetupFooter({ seed, setSeed, namesOk, canStart, busy, onStart }: {
  seed: SeedChoice;
  setSeed: (seed: SeedChoice) => void;
  namesOk: boolean;
  canStart: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  const say = useSay();
  return (
    <>
      <div className="seed-row">
        <label className="check" title={say('common.seed.secretHint')}>
          <input type="checkbox" data-testid="secret-seed" checked={seed.secret} onChange={(e) => setSeed({ ...seed, secret: e.target.checked })} /> {say('common.seed.secret')}
        </label>
        {seed.secret ? (
          <span className="hint">{say('common.seed.unpredictable')}</span>
        ) : (
          <>
            <label>
              {say('common.seed.seed')}{' '}
              <input data-testid="seed" value={seed.text} maxLength={40} onChange={(e) => setSeed({ ...seed, text: e.target.value })} />
            </label>
            <button type="button" className="small" data-testid="reroll-seed" onClick={() => setSeed({ ...seed, text: randomSeed() })} title={say('common.seed.rerollHint')}>
              {say('common.seed.reroll')}
            </button>
          </>
        )}
      </div>
      {!seed.secret && <div className="hint" data-testid="typed-seed-note">{say('common.seed.typedNote')}</div>}
      {!namesOk && <div className="warn">{say('common.setup.namesNeeded', { max: 24 })}</div>}
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          {say('common.nav.back')}
        </button>
        <button type="button" className="primary big" data-testid="start-game" disabled={!canStart} onClick={onStart}>
          {say(busy ? 'common.setup.starting' : 'common.setup.start')}
        </button>
      </div>
    </>
  );
}
