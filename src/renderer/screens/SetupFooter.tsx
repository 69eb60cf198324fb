// The end of every new-game form: the seed (shown, settable, re-rollable), the name warning, and
// Back / Start game.
import { actions } from '../store';

/** A readable random seed, e.g. "hellas-02931". */
export function randomSeed(): string {
  const words = ['olympus', 'hellas', 'arsia', 'noctis', 'elysium', 'tharsis', 'utopia', 'argyre', 'pavonis', 'phobos', 'deimos', 'valles'];
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${words[bytes[0] % words.length]}-${(bytes[1] % 100000).toString().padStart(5, '0')}`;
}

export function SetupFooter({ seed, setSeed, namesOk, canStart, busy, onStart }: {
  seed: string;
  setSeed: (seed: string) => void;
  namesOk: boolean;
  canStart: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  return (
    <>
      <div className="seed-row">
        <label>
          Seed{' '}
          <input data-testid="seed" value={seed} maxLength={40} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button type="button" className="small" data-testid="reroll-seed" onClick={() => setSeed(randomSeed())} title="New random seed">
          Random
        </button>
      </div>
      {!namesOk && <div className="warn">Every player needs a name (up to 24 characters).</div>}
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          Back
        </button>
        <button type="button" className="primary big" data-testid="start-game" disabled={!canStart} onClick={onStart}>
          {busy ? 'Starting…' : 'Start game'}
        </button>
      </div>
    </>
  );
}
