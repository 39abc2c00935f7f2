import { useTranslation } from 'react-i18next';
import { SmucElement } from '../shell/SmucElement';

/**
 * 000 §2: a customer needs a package or an impression-based plan; without either the browser is sent
 * to the packages page, which is all such an account sees: the plans with the upgrade call to action,
 * and a way to log out.
 */
export function PackageGate({ language, onLogout }: { language: string; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="gate smuc-tokens">
      <header className="gate-header">
        <span className="brand-name">
          <span className="brand-mark" aria-hidden>
            S
          </span>
          SMUC
        </span>
        <button type="button" className="button ghost" onClick={onLogout}>
          {t('header.logout')}
        </button>
      </header>
      <main id="content" className="content">
        <SmucElement tag="smuc-packages" lang={language} />
      </main>
    </div>
  );
}
