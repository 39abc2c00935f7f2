import type { Localized } from '../../i18n/types';
import type { restreamEn } from './i18n.en';

/** German texts of the restreaming section. */
export const restreamDe: Localized<typeof restreamEn> = {
  title: 'In sozialen Medien restreamen',
  platforms: 'Restreamen nach',
  none: 'Verbinde eine Facebook-Seite oder einen YouTube-Kanal, um diesen Player zu restreamen.',
  connect: 'Verbundene Plattformen',
  limit_one: 'Du kannst höchstens {{count}} Restream-Plattform auswählen.',
  limit_other: 'Du kannst höchstens {{count}} Restream-Plattformen auswählen.',
  notAdministrator: 'Kein Administrator dieser Seite',
  inactive: 'Verbindung abgelaufen: neu verbinden',
  saved: 'Restream-Plattformen gespeichert.',
  failed: 'Etwas ist schiefgelaufen.',
  restreamTitle: 'Restream-Titel',
  restreamDesc: 'Restream-Beschreibung',
  privacy: 'Sichtbarkeit',
  privacyPublic: 'Öffentlich',
  privacyUnlisted: 'Nicht gelistet',
  scheduling: 'Restream vorab planen',
  schedulingHint: 'Möglich, wenn der Start mindestens 20 Minuten und weniger als 7 Tage entfernt ist.',
  state: {
    starting: 'Startet',
    broadcasting: 'Sendet',
    reconnecting: 'Verbindet neu',
    failed: 'Fehlgeschlagen',
    finished: 'Beendet',
  },
};
