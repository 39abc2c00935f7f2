import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { speaks } from '../i18n';

/**
 * Renders `children` once the shell speaks the language last asked for (before sign-in the
 * browser's, see `i18n.ts`) with its texts loaded, and the page-loading look until then, so a page
 * shown before the account is known never flashes English first. Re-renders on `languageChanged`.
 */
export function ShellTexts({ children }: { children: ReactNode }) {
  useTranslation();
  return speaks() ? children : <div className="page-loading" aria-busy="true" />;
}
