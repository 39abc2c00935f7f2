import { useEffect } from 'react';
import i18next from '../i18n';

/**
 * Once the account is known, the shell speaks the account's language (000 §9) and the page says so:
 * `<html lang>` and `dir` (`rtl` for Arabic) follow, so the shell mirrors like the areas do.
 */
export function useAccountLanguage(language: string | undefined): void {
  useEffect(() => {
    if (!language) return;
    void i18next.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  }, [language]);
}
