import '@mantine/core/styles.css';
import './app/accessible-colors.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { completeSilentSignIn } from './features/session/oidc';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (window.location.pathname === '/silent-callback') {
  // The hidden frame of a silent renewal: hand the provider's answer to the page and render nothing.
  void completeSilentSignIn();
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
