import type { connectedPlatformsEn } from './i18n.en';

/** Hungarian texts of the connected platforms area. */
export const connectedPlatformsHu: typeof connectedPlatformsEn = {
  title: 'Csatlakoztatott platformok',
  loading: 'Adatok betöltése..',
  empty: 'Még nem csatlakoztattál egyetlen platformot sem.',
  add: 'Platform hozzáadása',
  types: { facebook: 'Facebook-oldal', youtube: 'YouTube' },
  unavailable: {
    facebook:
      'Nem elérhető: ezen a szerveren nincs beállítva Facebook-alkalmazás. Kérd meg az üzemeltetőjét, hogy adjon hozzá egyet.',
    youtube:
      'Nem elérhető: ezen a szerveren nincs beállítva Google-alkalmazás. Kérd meg az üzemeltetőjét, hogy adjon hozzá egyet.',
  },
  reconnect: 'Újracsatlakoztatás',
  reconnectNamed: '{{name}} újracsatlakoztatása',
  deleteNamed: '{{name}} törlése',
  notAdministrator: 'Nem vagy az oldal adminisztrátora, ezért nem használható továbbközvetítésre.',
  inactive: 'A kapcsolat lejárt. Csatlakoztasd újra, hogy ide is közvetíthess.',
  deleteTitle: 'Csatlakoztatott platform törlése',
  deleteConfirm: 'Biztosan törlöd ezt: {{name}}? A lejátszók többé nem közvetítenek ide.',
  removed: 'A platform törölve.',
  connected: '{{name}} sikeresen csatlakoztatva.',
  failed: 'Valami hiba történt.',
  facebookAuthFailed: 'A Facebook-hitelesítés nem sikerült.',
  reminderTitle: 'Mielőtt csatlakoztatod a Facebookot',
  reminder:
    'Azzal a Facebook-fiókkal lépj be, amelyik az oldalad adminisztrátora, és adj meg minden kért engedélyt: a továbbközvetítéshez kezelni kell az oldal élő videóit. A nem általad kezelt oldalak megjelennek, de nem használhatók.',
  continue: 'Tovább',
  pagesTitle: 'Válassz Facebook-oldalt',
  noPages: 'Ez a Facebook-fiók egyetlen oldalt sem kezel.',
  connect: 'Csatlakoztatás',
  connectNamed: '{{name}} csatlakoztatása',
  alreadyConnected: 'Csatlakoztatva',
  connecting: 'Csatlakoztatás…',
};
