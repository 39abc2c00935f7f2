import { clearDashboardCache } from '@smuc/components/host';
import { isAuthenticationError, isExpiredTokenError, isForbiddenError, type User } from '@smuc/sdk';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { api, hasLoggedInCookie } from '../api';
import { PackageGate } from '../pages/PackageGate';
import { SessionExpiredPage } from '../pages/SessionExpiredPage';
import { Layout } from '../shell/Layout';
import { OnDemand } from '../shell/OnDemand';
import { ShellTexts } from '../shell/ShellTexts';
import { takeArrivedFirstUser, takeFirstUser } from './first-user';
import { type Session, SessionContext } from './SessionContext';
import { useAccountLanguage } from './useAccountLanguage';

/** The session-expired modal, loaded when the session first expires (see `OnDemand`). */
const SessionExpiredModal = lazy(() =>
  import('../shell/SessionExpiredModal').then((m) => ({ default: m.SessionExpiredModal })),
);

type Load = { state: 'loading' } | { state: 'ready'; user: User } | { state: 'login' } | { state: 'failed' };

/**
 * Everything behind sign-in (000 §2, §4): no logged-in cookie → the expired page (redirects to
 * /login after 3 s); the user call's session or authorization errors → /login; other errors →
 * "Something went wrong."; no package and not impression-based → /packages, the package gate. A 403 from any
 * area opens the session-expired modal; returning to the tab re-fetches the user and closes it.
 */
export function SignedIn() {
  const { t } = useTranslation();
  // Signed in from the first render when the session check's answer is already here.
  const [load, setLoad] = useState<Load>(() => {
    const user = takeArrivedFirstUser();
    return user ? { state: 'ready', user } : { state: 'loading' };
  });
  const [expired, setExpired] = useState(false);
  const [stillExpired, setStillExpired] = useState(false);
  const cookie = hasLoggedInCookie();
  const { pathname } = useLocation();
  const languageReady = useAccountLanguage(load.state === 'ready' ? load.user.language : undefined);

  const fetchUser = useCallback(async (): Promise<boolean> => {
    try {
      const user = await (takeFirstUser() ?? api.user.me());
      setLoad({ state: 'ready', user });
      return true;
    } catch (e) {
      if (isAuthenticationError(e) || isForbiddenError(e) || isExpiredTokenError(e)) {
        setLoad((l) => (l.state === 'ready' ? l : { state: 'login' }));
      } else setLoad((l) => (l.state === 'ready' ? l : { state: 'failed' }));
      return false;
    }
  }, []);

  // Asks when the first render had no user yet (not when the answer above was already here).
  const asked = useRef(load.state === 'ready');
  useEffect(() => {
    if (!cookie || asked.current) return;
    asked.current = true;
    void fetchUser();
  }, [cookie, fetchUser]);

  useEffect(() => {
    if (!expired) return;
    const onVisible = async () => {
      if (document.visibilityState !== 'visible') return;
      if (await fetchUser()) {
        setExpired(false);
        setStillExpired(false);
      } else setStillExpired(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [expired, fetchUser]);

  const logout = useCallback(async () => {
    let redirect = '/login';
    try {
      redirect = (await api.auth.logout()).redirect;
    } catch {
      // Logging out of a dead session still ends here.
    }
    clearDashboardCache();
    window.location.assign(redirect);
  }, []);

  const session = useMemo<Session | null>(
    () =>
      load.state === 'ready'
        ? {
            user: load.user,
            refresh: fetchUser,
            expire: () => {
              clearDashboardCache();
              setExpired(true);
            },
            logout,
          }
        : null,
    [load, fetchUser, logout],
  );

  if (!cookie)
    return (
      <ShellTexts>
        <SessionExpiredPage />
      </ShellTexts>
    );
  if (load.state === 'login') return <Navigate to="/login" replace />;
  if (load.state === 'failed')
    return (
      <ShellTexts>
        <p className="page-message" role="alert">
          {t('session.somethingWentWrong')}
        </p>
      </ShellTexts>
    );
  // Shown in the account's language from the first paint on: its texts may still be loading.
  if (!session || !languageReady) return <div className="page-loading" aria-busy="true" />;
  if (!session.user.package && !session.user.impression_based)
    return pathname === '/packages' ? (
      <PackageGate language={session.user.language} onLogout={logout} />
    ) : (
      <Navigate to="/packages" replace />
    );
  return (
    <SessionContext.Provider value={session}>
      <Layout />
      <OnDemand when={expired}>
        <SessionExpiredModal isOpen={expired} still={stillExpired} />
      </OnDemand>
    </SessionContext.Provider>
  );
}
