import type { User } from '@smuc/sdk';
import { createContext, useContext } from 'react';

export interface Session {
  user: User;
  /** Re-fetches the user (e.g. on returning to the tab); answers whether the session is still valid. */
  refresh: () => Promise<boolean>;
  /** Opens the session-expired modal (000 §4). */
  expire: () => void;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside the signed-in shell');
  return session;
}
