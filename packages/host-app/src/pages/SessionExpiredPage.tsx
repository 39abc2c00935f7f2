import { SESSION_EXPIRED_REDIRECT_MS } from '@smuc/sdk';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Shown when the logged-in cookie is absent (000 §2): says so and goes to /login after 3 s. */
export function SessionExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="centered">
      <div className="panel">
        <h1>{t('session.expiredTitle')}</h1>
        <p role="status">{t('session.expiredPage')}</p>
        <a className="button primary" href="/login">
          {t('session.login')}
        </a>
      </div>
    </main>
  );
}
