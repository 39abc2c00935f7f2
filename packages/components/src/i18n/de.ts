import { connectedPlatformsDe } from '../connected-platforms/i18n.de';
import { fontsDe } from '../fonts/i18n.de';
import { formsDe } from '../forms/i18n.de';
import { integrationsDe } from '../integrations/i18n.de';
import { learningCenterDe } from '../learning-center/i18n.de';
import { moderationDe } from '../moderation/i18n.de';
import { packagesDe } from '../packages/i18n.de';
import { playerEditorMediaDe } from '../player-editor/media/i18n.de';
import { restreamDe } from '../player-editor/restream/i18n.de';
import { productsDe } from '../products/i18n.de';
import { profileDe } from '../profile/i18n.de';
import { recordingsDe } from '../recordings/i18n.de';
import { reportsDe } from '../reports/i18n.de';
import { streamTesterDe } from '../stream-tester/i18n.de';
import { studioDe } from '../studio/i18n.de';
import { subscribersDe } from '../subscribers/i18n.de';
import { uploadDe } from '../ui/upload/i18n.de';
import type { Catalogue } from './en';
import type { Localized } from './types';

/**
 * Areas whose de texts are being written now; until registered below they fall back to English.
 * The list only shrinks: an area leaves it in the commit that adds its `i18n.de.ts`.
 */
type Pending = 'productManager' | 'playerEditor';

/** The German catalogue (000 §9). Typed against the English one. */
export const de: Omit<Localized<Catalogue>, Pending> & Partial<Pick<Localized<Catalogue>, Pending>> = {
  connectedPlatforms: connectedPlatformsDe,
  restream: restreamDe,
  integrations: integrationsDe,
  packages: packagesDe,
  profile: profileDe,
  streamTester: streamTesterDe,
  subscribers: subscribersDe,
  upload: uploadDe,
  fonts: fontsDe,
  recordings: recordingsDe,
  products: productsDe,
  learningCenter: learningCenterDe,
  moderation: moderationDe,
  forms: formsDe,
  playerEditorMedia: playerEditorMediaDe,
  reports: reportsDe,
  studio: studioDe,
  common: {
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    cancel: 'Abbrechen',
    close: 'Schließen',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    delete: 'Löschen',
    back: 'Zurück',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}}',
    pagination: 'Seitennavigation',
    all: 'Alle',
  },
  errors: {
    authentication: 'Deine Sitzung ist ungültig. Bitte melde dich an.',
    forbidden: 'Dazu bist du nicht berechtigt.',
    expiredToken: 'Deine Sitzung ist abgelaufen.',
    notFound: 'Nicht gefunden.',
    validation: 'Bitte prüfe die markierten Felder.',
    server: '{{message}}',
    somethingWentWrong: 'Etwas ist schiefgelaufen.',
    unknown: 'Unbekannter Fehler',
    loadWidget: 'Beim Laden der Daten ist ein Fehler aufgetreten.',
    noData: 'Keine Daten vorhanden.',
    streamUnauthorized: 'Du hast keinen Zugriff auf diesen Stream.',
    streamNotFound: 'Der angeforderte Stream wurde nicht gefunden.',
    streamUnknown: 'Bei der Datenabfrage ist ein unbekannter Fehler aufgetreten.',
  },
  kinds: {
    live: 'Live',
    playback: 'Wiedergabe',
    advertisement: 'Werbung',
    simpleVideo: 'Einfaches Video',
    photoAd: 'Fotoanzeige',
    closedBroadcast: 'Beendete Übertragung',
  },
  status: { 0: 'Wartend', 1: 'Live', 2: 'Pausiert', 3: 'Beendet' },
  orientation: { all: 'Alle', 1: 'Querformat', 0: 'Hochformat', 2: 'Benutzerdefiniert' },
  dashboard: {
    title: 'Übersicht',
    myPlayers: 'Meine Player',
    viewAll: 'Alle anzeigen',
    noStreams: 'Du hast noch keine Streams',
    createPlayer: 'Player erstellen',
    carousel: 'Karussell „Meine Player“',
    slide: 'Player {{from}}–{{to}} von {{total}}',
    previousPlayers: 'Vorherige Player',
    nextPlayers: 'Nächste Player',
    impressions: 'Impressionen',
    viewerMinutes: 'Zuschauerminuten',
    thisMonth: 'Diesen Monat',
    usageOf: '{{used}} von {{limit}}',
    unlimited: 'Unbegrenzt',
    usagePercent: '{{percent}} % deines Monatskontingents verbraucht',
    viewers: 'Zuschauer',
    date: 'Datum',
    likes: 'Likes',
    comments: 'Kommentare',
    chartMetric: 'Diagrammwert',
    range: 'Zeitraum',
    ranges: { thismonth: 'Diesen Monat', last3months: 'Letzte 3 Monate', lastyear: 'Letztes Jahr' },
    topProducts: 'Top-Produkte',
    clicks: 'Klicks',
    purchases: 'Käufe',
    deletedProduct: 'Gelöscht',
    statsLocked: 'Statistiken gibt es ab dem Basic-Paket.',
  },
  players: {
    title: 'Alle Player',
    backToDashboard: 'Zurück zur Übersicht',
    orientation: 'Ausrichtung',
    playerType: 'Player-Typ',
    sortBy: 'Sortieren nach',
    types: {
      all: 'Alle',
      ad: 'Videoanzeige',
      photo_ad: 'Fotoanzeige',
      embed: 'Einfaches Video',
      live: 'Live',
      playback: 'Wiedergabe',
      closed: 'Beendete Übertragungen',
    },
    sorts: {
      latest: 'Neueste zuerst',
      az: 'A - Z',
      liked: 'Meiste Likes',
      commented: 'Meiste Kommentare',
      natural: 'Standard',
    },
    search: 'Player suchen',
    searchPlaceholder: 'Tippe, um nach einem Stream zu suchen..',
    batchToggle: 'Sammelaktionen',
    batchOption: 'Sammelaktion',
    batchChoose: 'Aktion wählen',
    batchDelete: 'Ausgewählte Player löschen',
    batchConfirmTitle_one: '{{count}} Player löschen?',
    batchConfirmTitle_other: '{{count}} Player löschen?',
    batchConfirmText:
      'Ihre Seiten und Einbettungen spielen nicht mehr ab, und sie verschwinden aus Ihren Listen. Das lässt sich nicht rückgängig machen.',
    apply: 'Anwenden',
    selectAll: 'Alle auswählen',
    deselectAll: 'Auswahl aufheben',
    select: '{{title}} auswählen',
    selectedCount: '{{count}} ausgewählt',
    deletionInProgress: 'Löschen läuft',
    deletedProgress: '{{n}} von {{total}} gelöscht.',
    deleteFailed: '{{count}} konnten nicht gelöscht werden.',
    emptyFiltered: 'Der Filter ergab keine Treffer. Bitte passe die Filterkriterien an.',
    empty: 'Du hast noch keine Streams.',
    createFirst: 'Erstelle deinen ersten Player',
    newPlayer: 'Neuer Player',
    untitled: 'Unbenannter Player',
    created: 'Erstellt am {{date}}',
    hearts_one: '{{value}} Like',
    hearts_other: '{{value}} Likes',
    commentsCount_one: '{{value}} Kommentar',
    commentsCount_other: '{{value}} Kommentare',
    viewersCount_one: '{{value}} Zuschauer',
    viewersCount_other: '{{value}} Zuschauer',
    open: '{{title}} öffnen',
    count_one: '{{value}} Player',
    count_other: '{{value}} Player',
  },
  typeSelector: {
    title: 'Player-Typ wählen',
    setup: '{{type}} einrichten',
    creating: 'Wird erstellt…',
    kinds: {
      ad: 'Videoanzeige',
      photo_ad: 'Fotoanzeige',
      embed: 'Einfaches Video',
      live: 'Live',
      playback: 'Wiedergabe',
    },
    hints: {
      ad: 'Ein Video im Bannerformat mit Produkten und einem Call-to-Action.',
      photo_ad: 'Bis zu fünf Fotos, die von selbst weiterwischen, mit Produkten.',
      embed: 'Ein Video für jede beliebige Seite, mit Produkten.',
      live: 'Geh aus dem Browser oder mit Streaming-Software live und verkaufe während des Streams.',
      playback: 'Ein aufgezeichnetes Video, das ab seiner Startzeit wie live läuft.',
    },
  },
  editor: {
    title: 'Player-Editor',
    exit: 'Editor verlassen',
    name: 'Name des Players',
    type: 'Typ',
    saved: 'Erfolgreich gespeichert.',
    unsaved: 'Du hast ungespeicherte Änderungen.',
    leavePrompt: 'Möchtest du die Seite wirklich verlassen? Du hast ungespeicherte Änderungen!',
  },
};
