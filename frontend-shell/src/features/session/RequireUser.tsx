import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/Spinner';
import { useSession } from './use-session';

/** Route guard of the members-only pages: spinner while the user loads, the page when signed in, else /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner label="Checking your session" />;
  if (session.status === 'signed-out') {
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
