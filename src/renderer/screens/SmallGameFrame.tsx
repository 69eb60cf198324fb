// The compact games (TINYforming Mars, the Dice Game) inside the app: their own screen, plus what every
// game shares here — hot-seat hand-over, the settings (bot speed above all: bots' moves are paced here too, with
// "Show all" while some wait), the replay so far, and a way back to the menu (the game is saved after every move).
import { lazy, Suspense, useState } from 'react';
import type { DiceView } from '../../shared/dice/view';
import type { TinyView } from '../../shared/tiny/view';
import { PassDevice, usePassDevice } from '../tm/PassDevice';
import { actions } from '../store';
import { ReplaySoFarButton } from '../campaigns/ReplaySoFarButton';
import { BotMovesWaiting } from '../common/BotMovesWaiting';
import { SettingsPanel } from '../common/SettingsPanel';

const TinyScreen = lazy(() => import('../tiny/TinyScreen'));
const DiceScreen = lazy(() => import('../dice/DiceScreen'));

export default function SmallGameFrame({ view }: { view: TinyView | DiceView }) {
  usePassDevice();
  const seat = view.viewer ?? 0;
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="small-game" data-testid={`game-screen-${view.system}`}>
      <Suspense fallback={<div className="loading-screen">Loading…</div>}>
        {view.system === 'tiny' ? <TinyScreen view={view} seat={seat} onMove={actions.move} /> : <DiceScreen view={view} seat={seat} onMove={actions.move} />}
      </Suspense>
      {settingsOpen && (
        <div className="small-game-settings" data-testid="small-game-settings">
          <SettingsPanel compactGame />
        </div>
      )}
      <div className="small-game-menu">
        <BotMovesWaiting />
        <button type="button" className="small" data-testid="small-game-settings-toggle" aria-expanded={settingsOpen} onClick={() => setSettingsOpen((open) => !open)} title="Bot speed and motion">
          Settings
        </button>
        <ReplaySoFarButton className="small" label="Replay" />
        <button type="button" className="small" data-testid="leave-game" onClick={() => actions.leaveGame()} title="Back to the menu (the game is saved)">
          Menu
        </button>
      </div>
      <PassDevice />
    </div>
  );
}
