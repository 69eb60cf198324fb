// The row of games at the top of the new-game screen: Terraforming Mars, TINYforming Mars, the Dice Game.
import { SYSTEM_IDS, SYSTEM_NAMES } from '../../shared/systems';
import { useUi } from '../ui';

const BLURB: Record<(typeof SYSTEM_IDS)[number], string> = {
  tm: '1–5 players · the full game on Tharsis',
  tiny: '1–2 players · 19 hexes, 15 minutes',
  dice: '1–4 players · dice and cards',
};

export function GamePicker() {
  const system = useUi((s) => s.newGameSystem);
  return (
    <div className="game-picker" role="tablist" aria-label="Game" data-testid="game-picker">
      {SYSTEM_IDS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={system === id}
          className={`game-pick ${system === id ? 'selected' : ''}`}
          data-testid={`game-${id}`}
          onClick={() => useUi.setState({ newGameSystem: id })}
        >
          <b>{SYSTEM_NAMES[id]}</b>
          <small>{BLURB[id]}</small>
        </button>
      ))}
    </div>
  );
}
