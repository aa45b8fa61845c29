import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The first render is a transition: React renders the page in slices of a few milliseconds and
// lets the browser work in between, instead of one long task while the page loads (Lighthouse's
// total blocking time, docs/decisions/0086-home-page-main-thread.md).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
