import type { Localized } from '../i18n/types';
import type { subscribersEn } from './i18n.en';

/** Hungarian texts of the subscribers area. */
export const subscribersHu: Localized<typeof subscribersEn> = {
  title: 'Feliratkozók',
  columns: { stream: 'Közvetítés neve', subscribers: 'Feliratkozók', download: 'Letöltés' },
  download: 'Letöltés',
  downloadNamed: '{{name}} feliratkozóinak letöltése CSV-ként',
  empty: 'Nincsenek elemek',
  csvFailed: 'Sajnáljuk, de hiba történt a CSV lekérése közben. Kérjük, próbáld újra később.',
};
