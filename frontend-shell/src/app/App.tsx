import { BrowserRouter } from 'react-router-dom';
import { Providers } from './Providers';
import { AppRoutes } from './router';

/**
 * Navigations render at once rather than in a transition (the data router flushed them on
 * request), so code that leaves a page can rely on the new page being committed: signing out
 * leaves a members-only page before it forgets the user.
 */
export function App() {
  return (
    <Providers>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
