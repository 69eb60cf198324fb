import { lazy, Suspense } from 'react';
import { Home, LoadGame, NewGame } from './screens/Menus';
import { dismissError, useApp } from './store';

const GameScreen = lazy(() => import('./game/GameScreen'));

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
  const hasView = useApp((s) => s.view !== null);
  return (
    <>
      {screen === 'home' && <Home />}
      {screen === 'new' && <NewGame />}
      {screen === 'load' && <LoadGame />}
      {screen === 'game' &&
        (hasView ? (
          <Suspense fallback={<div className="loading-screen">Loading…</div>}>
            <GameScreen />
          </Suspense>
        ) : (
          <div className="loading-screen">Waiting for the game…</div>
        ))}
      <ConnectionBanner />
      <Errors />
    </>
  );
}
