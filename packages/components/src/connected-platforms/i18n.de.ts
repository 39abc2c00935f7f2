import type { connectedPlatformsEn } from './i18n.en';

/** German texts of the connected platforms area. */
export const connectedPlatformsDe: typeof connectedPlatformsEn = {
  title: 'Verbundene Plattformen',
  loading: 'Daten werden geladen..',
  empty: 'Du hast noch keine Plattform verbunden.',
  add: 'Plattform hinzufügen',
  types: { facebook: 'Facebook-Seite', youtube: 'YouTube' },
  unavailable: {
    facebook:
      'Nicht verfügbar: Auf diesem Server ist keine Facebook-App eingerichtet. Bitte den Betreiber, eine hinzuzufügen.',
    youtube:
      'Nicht verfügbar: Auf diesem Server ist keine Google-App eingerichtet. Bitte den Betreiber, eine hinzuzufügen.',
  },
  reconnect: 'Neu verbinden',
  reconnectNamed: '{{name}} neu verbinden',
  deleteNamed: '{{name}} löschen',
  notAdministrator:
    'Du bist kein Administrator dieser Seite, deshalb kann sie nicht für Restreaming genutzt werden.',
  inactive: 'Die Verbindung ist abgelaufen. Verbinde sie neu, um hierhin zu streamen.',
  deleteTitle: 'Verbundene Plattform löschen',
  deleteConfirm: 'Möchtest du {{name}} wirklich löschen? Player streamen dann nicht mehr dorthin.',
  removed: 'Plattform erfolgreich entfernt.',
  connected: '{{name}} erfolgreich verbunden.',
  failed: 'Etwas ist schiefgelaufen.',
  facebookAuthFailed: 'Die Facebook-Anmeldung ist fehlgeschlagen.',
  reminderTitle: 'Bevor du Facebook verbindest',
  reminder:
    'Melde dich mit dem Facebook-Konto an, das deine Seite verwaltet, und erteile alle angefragten Berechtigungen: Restreaming muss die Live-Videos der Seite verwalten. Seiten, die du nicht verwaltest, werden angezeigt, sind aber nicht nutzbar.',
  continue: 'Weiter',
  pagesTitle: 'Facebook-Seite wählen',
  noPages: 'Dieses Facebook-Konto verwaltet keine Seiten.',
  connect: 'Verbinden',
  connectNamed: '{{name}} verbinden',
  alreadyConnected: 'Verbunden',
  connecting: 'Wird verbunden…',
};
