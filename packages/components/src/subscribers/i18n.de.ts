import type { Localized } from '../i18n/types';
import type { subscribersEn } from './i18n.en';

/** German texts of the subscribers area. */
export const subscribersDe: Localized<typeof subscribersEn> = {
  title: 'Abonnenten',
  columns: { stream: 'Name des Players', subscribers: 'Abonnenten', download: 'Herunterladen' },
  download: 'Herunterladen',
  downloadNamed: 'Abonnenten von {{name}} als CSV herunterladen',
  empty: 'Keine Einträge vorhanden',
  csvFailed:
    'Leider ist beim Abrufen deiner CSV-Datei etwas schiefgelaufen. Bitte versuche es später erneut.',
};
