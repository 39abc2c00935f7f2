import type { Localized } from '../i18n/types';
import type { moderationEn } from './i18n.en';

/** German texts of the chat moderation area. */
export const moderationDe: Localized<typeof moderationEn> = {
  title: 'Chat-Moderation',
  streamTitle: 'Player: {{title}}',
  connection: { connecting: 'Verbindung zum Chat wird hergestellt…', open: 'Verbunden', closed: 'Getrennt' },
  notAllowed: 'Du darfst diesen Player nicht moderieren.',
  noPlan: 'Chat-Moderation ist in deinem Paket nicht enthalten.',
  readOnly: 'Nur-Lese-Sitzung: Du kannst den Chat verfolgen, aber nicht moderieren.',
  modes: {
    label: 'Moderationseinstellungen dieses Players',
    reversedOn: 'Umgekehrte Moderation ist an: Nachrichten warten auf deine Freigabe.',
    reversedOff: 'Umgekehrte Moderation ist aus: Nachrichten erscheinen sofort.',
    autoOn:
      'Automatische Moderation ist an: Nachrichten mit Links oder gesperrten Wörtern warten auf deine Freigabe.',
    autoOff: 'Automatische Moderation ist aus.',
  },
  filter: {
    label: 'Anzeigen',
    all: 'Alle Nachrichten ({{count}})',
    waiting: 'Warten auf Freigabe ({{count}})',
  },
  messages: 'Chatnachrichten',
  empty: 'Noch keine Nachrichten.',
  emptyWaiting: 'Keine Nachricht wartet auf Freigabe.',
  waitingAnnounce_one: '{{count}} Nachricht wartet auf Freigabe.',
  waitingAnnounce_other: '{{count}} Nachrichten warten auf Freigabe.',
  state: { visible: 'Sichtbar', held: 'Wartet auf Freigabe', filtered: 'Gefiltert', deleted: 'Gelöscht' },
  blockedBadge: 'Gesperrt',
  aboutProduct: 'Produkt-Chat',
  approve: 'Freigeben',
  delete: 'Löschen',
  block: 'Zuschauer sperren',
  unblock: 'Entsperren',
  approveNamed: 'Nachricht von {{name}} freigeben',
  deleteNamed: 'Nachricht von {{name}} löschen',
  blockNamed: 'Zuschauer {{name}} sperren',
  unblockNamed: '{{name}} entsperren',
  blockedTitle: 'Gesperrte Zuschauer',
  blockedEmpty: 'Kein Zuschauer ist gesperrt.',
  unknownViewer: 'Zuschauer {{id}}',
  errors: {
    read_only: 'Nur-Lese-Sitzung: Moderation ist deaktiviert.',
    moderation_unavailable: 'Chat-Moderation ist in deinem Paket nicht enthalten.',
    forbidden: 'Du darfst diesen Player nicht moderieren.',
    generic: 'Die Moderationsaktion ist fehlgeschlagen.',
  },
};
