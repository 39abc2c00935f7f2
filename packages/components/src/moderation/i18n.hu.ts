import type { Localized } from '../i18n/types';
import type { moderationEn } from './i18n.en';

/** Hungarian texts of the chat moderation area. */
export const moderationHu: Localized<typeof moderationEn> = {
  title: 'Csevegés moderálása',
  streamTitle: 'Lejátszó: {{title}}',
  connection: { connecting: 'Kapcsolódás a csevegéshez…', open: 'Kapcsolódva', closed: 'Nincs kapcsolat' },
  notAllowed: 'Nincs jogosultságod ennek a közvetítésnek a moderálásához.',
  noPlan: 'A csevegés moderálása nem része a csomagodnak.',
  readOnly: 'Csak olvasható munkamenet: követheted a csevegést, de nem moderálhatod.',
  modes: {
    label: 'A lejátszó moderálási beállításai',
    reversedOn: 'A fordított moderálás be van kapcsolva: az üzenetek a jóváhagyásodra várnak.',
    reversedOff: 'A fordított moderálás ki van kapcsolva: az üzenetek azonnal megjelennek.',
    autoOn:
      'Az automatikus moderálás be van kapcsolva: a linket vagy tiltott szót tartalmazó üzenetek a jóváhagyásodra várnak.',
    autoOff: 'Az automatikus moderálás ki van kapcsolva.',
  },
  filter: {
    label: 'Megjelenítés',
    all: 'Összes üzenet ({{count}})',
    waiting: 'Jóváhagyásra vár ({{count}})',
  },
  messages: 'Csevegőüzenetek',
  empty: 'Még nincsenek üzenetek.',
  emptyWaiting: 'Egyetlen üzenet sem vár jóváhagyásra.',
  waitingAnnounce_one: '{{count}} üzenet vár jóváhagyásra.',
  waitingAnnounce_other: '{{count}} üzenet vár jóváhagyásra.',
  state: { visible: 'Látható', held: 'Jóváhagyásra vár', filtered: 'Kiszűrve', deleted: 'Törölve' },
  blockedBadge: 'Letiltva',
  aboutProduct: 'Termékcsevegés',
  approve: 'Jóváhagyás',
  delete: 'Törlés',
  block: 'Néző letiltása',
  unblock: 'Tiltás feloldása',
  approveNamed: '{{name}} üzenetének jóváhagyása',
  deleteNamed: '{{name}} üzenetének törlése',
  blockNamed: '{{name}} néző letiltása',
  unblockNamed: '{{name}} tiltásának feloldása',
  blockedTitle: 'Letiltott nézők',
  blockedEmpty: 'Nincs letiltott néző.',
  unknownViewer: '{{id}} néző',
  errors: {
    read_only: 'Csak olvasható munkamenet: a moderálás ki van kapcsolva.',
    moderation_unavailable: 'A csevegés moderálása nem része a csomagodnak.',
    forbidden: 'Nincs jogosultságod ennek a közvetítésnek a moderálásához.',
    generic: 'A moderálási művelet nem sikerült.',
  },
};
