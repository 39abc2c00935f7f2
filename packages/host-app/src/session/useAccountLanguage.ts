import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setShellLanguage, speaks } from '../i18n';

/**
 * Once the account is known, the shell speaks the account's language (000 §9) and the page says so:
 * `<html lang>` and `dir` (`rtl` for Arabic) follow once its texts are in, so the shell mirrors like
 * the areas do. Answers whether the shell may show itself: false until the account's language is
 * first spoken (its texts load on demand, see `setShellLanguage`), then true for good, so a later
 * switch keeps the shell on screen in its former language until the new texts are in.
 */
export function useAccountLanguage(language: string | undefined): boolean {
  useTranslation();
  const [ready, setReady] = useState(false);
  if (!ready && language !== undefined && speaks(language)) setReady(true);
  useEffect(() => {
    if (!language) return;
    void setShellLanguage(language).then(() => {
      if (!speaks(language)) return;
      document.documentElement.lang = language;
      document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    });
  }, [language]);
  return ready;
}
