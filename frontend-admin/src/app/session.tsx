import { createContext, useContext } from 'react';
import type { AdminRemoteProps } from '../contract';

/** What the shell handed over (contract), for the screens that need the user or navigation. */
export type AdminSession = Pick<AdminRemoteProps, 'user' | 'navigate'>;

const SessionContext = createContext<AdminSession | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the admin app');
  return session;
}
