// Must stay the first import: it starts downloading the opened page's code as early as possible.
import './app/start-first-page-download';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree, so taps and scrolls during start-up are not blocked.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
