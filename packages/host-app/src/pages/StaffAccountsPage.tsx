import type { StaffAccount } from '@smuc/sdk';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { useSession } from '../session/SessionContext';
import { NotFoundPage } from './AreaPages';

/**
 * /staff/accounts, the users admin page (000 §4; issue 13 §1): staff search accounts by e-mail,
 * name or company and start a masquerade, or lift an account's sign-in lock (issue 29 §3: the
 * throttle of wrong passwords, audited as `sign-in.unlock`). A host-app page, not an embeddable element: it exists
 * only for our own staff in our own dashboard. Everyone else gets the not-found page.
 */
export function StaffAccountsPage() {
  const { user } = useSession();
  return user.staff ? <StaffAccounts /> : <NotFoundPage />;
}

function StaffAccounts() {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<StaffAccount[] | null>(null);
  const [error, setError] = useState(false);
  /** What the last unlock did, said in a polite live region. */
  const [unlocked, setUnlocked] = useState('');

  // Searches as the staff member types, 250 ms after the last key; a newer search aborts the older.
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.staff
        .accounts(search.trim(), abort.signal)
        .then((found) => {
          setRows(found);
          setError(false);
        })
        .catch(() => !abort.signal.aborted && setError(true));
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [search]);

  const masquerade = async (id: number) => {
    try {
      const { redirect } = await api.staff.masquerade(id);
      // A full load: every area must start again with the account's session.
      window.location.assign(redirect);
    } catch {
      setError(true);
    }
  };

  const unlock = async (row: StaffAccount) => {
    try {
      await api.staff.unlockSignIn(row.id);
      setUnlocked(t('staff.unlocked', { email: row.email }));
      setError(false);
    } catch {
      setError(true);
    }
  };

  return (
    <section className="staff-accounts" aria-labelledby={`${searchId}-title`}>
      <h1 id={`${searchId}-title`}>{t('staff.title')}</h1>
      <label htmlFor={searchId}>{t('staff.search')}</label>
      <input
        id={searchId}
        type="search"
        className="staff-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      {error && (
        <p className="flash" role="alert">
          {t('staff.failed')}
        </p>
      )}
      <p role="status">{unlocked}</p>
      {rows?.length === 0 && <p>{t('staff.none')}</p>}
      {rows && rows.length > 0 && (
        <div className="staff-table-scroll">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.plan')}</th>
                <th scope="col">{t('staff.action')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <bdi dir="ltr">{row.email}</bdi>
                  </td>
                  <td>{row.name}</td>
                  <td>{row.plan}</td>
                  <td className="staff-actions">
                    {row.staff ? (
                      t('staff.staffAccount')
                    ) : (
                      <button
                        type="button"
                        className="button"
                        aria-label={t('staff.masqueradeAs', { email: row.email })}
                        onClick={() => void masquerade(row.id)}
                      >
                        {t('staff.masquerade')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button ghost"
                      aria-label={t('staff.unlockFor', { email: row.email })}
                      onClick={() => void unlock(row)}
                    >
                      {t('staff.unlock')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
