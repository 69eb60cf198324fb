import { lazy, Suspense } from 'react';
import { GameOverReportLink } from './campaigns/GameOverReportLink';
import { CardBrowser } from './screens/CardBrowser';
import { HostLanPanel, JoinScreen } from './screens/Lan';
import { Home, LoadGame, NewGame } from './screens/Menus';
import { SmallGameSetup } from './screens/SmallGameSetup';
import { dismissError, useApp } from './store';
import { useUi } from './ui';

const GameScreen = lazy(() => import('./game/GameScreen'));
const SmallGameFrame = lazy(() => import('./screens/SmallGameFrame'));
const CampaignsScreen = lazy(() => import('./campaigns/CampaignsScreen').then((m) => ({ default: m.CampaignsScreen })));
const GameReport = lazy(() => import('./campaigns/GameReport').then((m) => ({ default: m.GameReport })));
const ReplayScreen = lazy(() => import('./campaigns/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));

/** The screen of whichever game is in play. */
function CurrentGame() {
  const gameView = useApp((s) => s.gameView);
  if (!gameView) return <div className="loading-screen">Waiting for the game…</div>;
  return (
    <Suspense fallback={<div className="loading-screen">Loading…</div>}>
      {gameView.system === 'tm' ? <GameScreen /> : <SmallGameFrame view={gameView} />}
    </Suspense>
  );
}

function NewGameScreen() {
  const system = useUi((s) => s.newGameSystem);
  return system === 'tm' ? <NewGame /> : <SmallGameSetup key={system} system={system} />;
}

function Errors() {
  const errors = useApp((s) => s.errors);
  if (errors.length === 0) return null;
  return (
    <div className="toasts" role="alert">
      {errors.map((e) => (
        <div key={e.id} className="toast error" data-testid="error-toast">
          <span className="toast-msg">{e.message}</span>
          <button type="button" className="small" data-testid="dismiss-error" onClick={() => dismissError(e.id)} aria-label="Dismiss">
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}

function ConnectionBanner() {
  const status = useApp((s) => s.status);
  const screen = useApp((s) => s.screen);
  if (status === 'open' || screen === 'home') return null;
  return (
    <div className="conn-banner" data-testid="connection-banner">
      {status === 'connecting' ? 'Connecting to the game host…' : 'Connection to the game host lost — reconnecting…'}
    </div>
  );
}

export default function App() {
  const screen = useApp((s) => s.screen);
  return (
    <>
      {screen === 'home' && <Home />}
      {screen === 'new' && <NewGameScreen />}
      {screen === 'load' && <LoadGame />}
      {screen === 'cards' && <CardBrowser />}
      {screen === 'game' && <CurrentGame />}
      {screen === 'join' && <JoinScreen />}
      {screen === 'game' && <HostLanPanel />}
      {screen === 'game' && <GameOverReportLink />}
      <Suspense fallback={<div className="loading-screen">Loading…</div>}>
        {screen === 'campaigns' && <CampaignsScreen />}
        {screen === 'report' && <GameReport />}
        {screen === 'replay' && <ReplayScreen />}
      </Suspense>
      <ConnectionBanner />
      <Errors />
    </>
  );
}
