import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { createClient } from './net/client';
import { connect } from './store';
import './styles.css';

connect(createClient());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
