import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { KeyboardLayers } from './common/KeyboardLayers';
import { I18nProvider } from './i18n/I18nProvider';
import { createClient } from './net/client';
import { connect } from './store';
import './styles.css';

connect(createClient());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <KeyboardLayers>
        <App />
      </KeyboardLayers>
    </I18nProvider>
  </StrictMode>,
);
