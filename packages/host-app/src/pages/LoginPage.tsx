import { type DemoAccounts, isApiError } from '@smuc/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api';

/**
 * The sign-in form: e-mail and password; a wrong pair shows the server's message next to the form.
 * On a server with demo accounts it names the demo sign-in (`GET /auth/demo-accounts`).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The demo sign-in only where the server has demo accounts (never in production).
  const [demo, setDemo] = useState<DemoAccounts['demo']>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.auth.demoAccounts(controller.signal).then(
      (answer) => setDemo(answer.demo),
      () => {},
    );
    return () => controller.abort();
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.auth.login({ email, password });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(isApiError(err) ? err.message : t('session.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="centered">
      <form className="panel login" onSubmit={submit} aria-labelledby="login-title" noValidate>
        <div className="brand">
          <span className="brand-mark" aria-hidden>
            S
          </span>
          SMUC
        </div>
        <h1 id="login-title">{t('login.title')}</h1>
        <label className="field">
          <span>{t('login.email')}</span>
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={error ? 'login-error' : undefined}
          />
        </label>
        {error && (
          <p id="login-error" className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy || !email || !password}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        {demo && <p className="hint">{t('login.demo', { email: demo.email, password: demo.password })}</p>}
      </form>
    </main>
  );
}
