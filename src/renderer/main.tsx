import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { createClient, type HostClient } from './net/client';
import { connect } from './store';
import './styles.css';

async function pickClient(): Promise<HostClient> {
  const params = new URLSearchParams(location.search);
  if (params.get('fixture')) {
    const { FixtureClient } = await import('./dev/fixtureClient');
    return new FixtureClient(params);
  }
  return createClient();
}

void pickClient().then((client) => {
  connect(client);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
