import { lazy, Suspense } from 'react';
import { bridgeFromWindow } from './net/client';
import { GameOverReportLink } from './campaigns/GameOverReportLink';
import { CardBrowser } from './screens/CardBrowser';
import { HostLanPanel, JoinScreen } from './screens/Lan';
import { Home, LoadGame, NewGame } from './screens/Menus';
import { SmallGameSetup } from './screens/SmallGameSetup';
import { Toasts } from './common/Toasts';
import { useApp } from './store';
import { useUi } from './ui';

const GameScreen = lazy(() => import('./tm/GameScreen'));
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

function ConnectionBanner() {
  const status = useApp((s) => s.status);
  const screen = useApp((s) => s.screen);
  // On the start screen only a failed connection is worth a word (the first connect is quick).
  if (status === 'open' || (screen === 'home' && status === 'connecting')) return null;
  return (
    <div className="conn-banner" data-testid="connection-banner">
      {status === 'connecting' ? 'Connecting to the game host…' : 'Connection to the game host lost — reconnecting…'}
      {status === 'closed' && !bridgeFromWindow() && (
        <div className="hint" data-testid="launch-key-hint">
          If Tharsis was restarted, or you typed this address yourself, open the address Tharsis printed when it started (it ends in #key=…).
        </div>
      )}
    </div>
  );
}

export default function App() {
  const screen = useApp((s) => s.screen);
  // Terraforming Mars's header holds the LAN chip itself (so it never covers the header's own text).
  const gameHasHeaderSlot = useApp((s) => s.gameView?.system === 'tm');
  return (
    <>
      {screen === 'home' && <Home />}
      {screen === 'new' && <NewGameScreen />}
      {screen === 'load' && <LoadGame />}
      {screen === 'cards' && <CardBrowser />}
      {screen === 'game' && <CurrentGame />}
      {screen === 'join' && <JoinScreen />}
      {screen === 'game' && !gameHasHeaderSlot && <HostLanPanel />}
      {screen === 'game' && <GameOverReportLink />}
      <Suspense fallback={<div className="loading-screen">Loading…</div>}>
        {screen === 'campaigns' && <CampaignsScreen />}
        {screen === 'report' && <GameReport />}
        {screen === 'replay' && <ReplayScreen />}
      </Suspense>
      <ConnectionBanner />
      <Toasts />
    </>
  );
}
