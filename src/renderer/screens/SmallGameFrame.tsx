// The compact games (TINYforming Mars, the Dice Game) inside the app: their own screen, plus what every
// game shares here — hot-seat hand-over, the settings (bot speed above all: bots' moves are paced here too, with
// "Show all" while some wait), the replay so far, and a way back to the menu (the game is saved after every move).
import { lazy, Suspense } from 'react';
import type { DiceView } from '../../shared/dice/view';
import type { TinyView } from '../../shared/tiny/view';
import { PassDevice, usePassDevice } from '../tm/PassDevice';
import { actions } from '../store';
import { ReplaySoFarButton } from '../campaigns/ReplaySoFarButton';
import { BotMovesWaiting } from '../common/BotMovesWaiting';
import { SettingsPanel } from '../common/SettingsPanel';
import { Popover } from '../common/Popover';
import { useSay } from '../i18n/useSay';

const TinyScreen = lazy(() => import('../tiny/TinyScreen'));
const DiceScreen = lazy(() => import('../dice/DiceScreen'));

export default function SmallGameFrame({ view }: { view: TinyView | DiceView }) {
  usePassDevice();
  const say = useSay();
  const seat = view.viewer ?? 0;
  return (
    <div className="small-game" data-testid={`game-screen-${view.system}`}>
      <Suspense fallback={<div className="loading-screen">{say('common.nav.loading')}</div>}>
        {view.system === 'tiny' ? <TinyScreen view={view} seat={seat} onMove={actions.move} /> : <DiceScreen view={view} seat={seat} onMove={actions.move} />}
      </Suspense>
      <div className="small-game-menu">
        <BotMovesWaiting />
        <Popover id="small-game-settings" button={say('common.settings.title')} buttonTestId="small-game-settings-toggle" buttonLabel={say('common.settings.title')} buttonTitle={say('common.frame.settingsHint')} panelClassName="small-game-settings" panelTestId="small-game-settings" placement="top-end">
          {() => <SettingsPanel compactGame />}
        </Popover>
        <ReplaySoFarButton className="small" label={say('common.frame.replay')} />
        <button type="button" className="small" data-testid="leave-game" onClick={() => actions.leaveGame()} title={say('common.frame.menuHint')}>
          {say('common.frame.menu')}
        </button>
      </div>
      <PassDevice />
    </div>
  );
}
