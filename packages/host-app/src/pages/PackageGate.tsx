import { useTranslation } from 'react-i18next';

/** 000 §2: a customer needs a package or an impression-based plan; without either this page shows. */
export function PackageGate({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="centered">
      <div className="panel">
        <h1>{t('gate.title')}</h1>
        <p>{t('gate.text')}</p>
        <button type="button" className="button" onClick={onLogout}>
          {t('header.logout')}
        </button>
      </div>
    </main>
  );
}
