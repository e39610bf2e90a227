import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLanguage, detectLanguage } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language's catalog (its own small chunk) arrives before the first screen, so nothing shows in the wrong
// language; a catalog that cannot load leaves the page to the error boundary's English.
void activateLanguage(detectLanguage())
  .catch(() => activateLanguage('en'))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
