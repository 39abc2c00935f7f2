import { connectedPlatformsHu } from '../connected-platforms/i18n.hu';
import { fontsHu } from '../fonts/i18n.hu';
import { formsHu } from '../forms/i18n.hu';
import { integrationsHu } from '../integrations/i18n.hu';
import { learningCenterHu } from '../learning-center/i18n.hu';
import { moderationHu } from '../moderation/i18n.hu';
import { packagesHu } from '../packages/i18n.hu';
import { playerEditorMediaHu } from '../player-editor/media/i18n.hu';
import { restreamHu } from '../player-editor/restream/i18n.hu';
import { productsHu } from '../products/i18n.hu';
import { profileHu } from '../profile/i18n.hu';
import { recordingsHu } from '../recordings/i18n.hu';
import { reportsHu } from '../reports/i18n.hu';
import { streamTesterHu } from '../stream-tester/i18n.hu';
import { studioHu } from '../studio/i18n.hu';
import { subscribersHu } from '../subscribers/i18n.hu';
import { uploadHu } from '../ui/upload/i18n.hu';
import type { Catalogue } from './en';
import type { Localized } from './types';

/**
 * Areas whose hu texts are being written now; until registered below they fall back to English.
 * The list only shrinks: an area leaves it in the commit that adds its `i18n.hu.ts`.
 */
type Pending = 'productManager' | 'playerEditor';

/** The Hungarian catalogue, the default language (000 §9). Typed against the English one. */
export const hu: Omit<Localized<Catalogue>, Pending> & Partial<Pick<Localized<Catalogue>, Pending>> = {
  connectedPlatforms: connectedPlatformsHu,
  restream: restreamHu,
  integrations: integrationsHu,
  packages: packagesHu,
  profile: profileHu,
  streamTester: streamTesterHu,
  subscribers: subscribersHu,
  upload: uploadHu,
  fonts: fontsHu,
  recordings: recordingsHu,
  products: productsHu,
  learningCenter: learningCenterHu,
  moderation: moderationHu,
  forms: formsHu,
  playerEditorMedia: playerEditorMediaHu,
  reports: reportsHu,
  studio: studioHu,
  common: {
    loading: 'Betöltés…',
    retry: 'Újra',
    cancel: 'Mégse',
    close: 'Bezárás',
    save: 'Mentés',
    saving: 'Mentés…',
    delete: 'Törlés',
    back: 'Vissza',
    previous: 'Előző',
    next: 'Következő',
    page: '{{page}}. oldal',
    pagination: 'Lapozás',
    all: 'Összes',
  },
  errors: {
    authentication: 'A munkameneted nem érvényes. Kérjük, jelentkezz be.',
    forbidden: 'Ehhez nincs jogosultságod.',
    expiredToken: 'A munkameneted lejárt.',
    notFound: 'Nem található.',
    validation: 'Kérjük, ellenőrizd a kiemelt mezőket.',
    server: '{{message}}',
    somethingWentWrong: 'Valami hiba történt.',
    unknown: 'Ismeretlen hiba',
    loadWidget: 'Hiba történt az adatok betöltése közben.',
    noData: 'Nincs megjeleníthető adat.',
    streamUnauthorized: 'Nincs jogosultságod ehhez a közvetítéshez.',
    streamNotFound: 'A keresett közvetítés nem található.',
    streamUnknown: 'Ismeretlen hiba történt az adatok lekérése közben.',
  },
  kinds: {
    live: 'Élő',
    playback: 'Visszajátszás',
    advertisement: 'Hirdetés',
    simpleVideo: 'Egyszerű videó',
    photoAd: 'Fotóhirdetés',
    closedBroadcast: 'Lezárt közvetítés',
  },
  status: { 0: 'Várakozik', 1: 'Élő', 2: 'Szünetel', 3: 'Lezárva' },
  orientation: { all: 'Összes', 1: 'Fekvő', 0: 'Álló', 2: 'Egyedi' },
  dashboard: {
    title: 'Irányítópult',
    myPlayers: 'Lejátszóim',
    viewAll: 'Összes megtekintése',
    noStreams: 'Még nincs egyetlen közvetítésed sem',
    createPlayer: 'Lejátszó létrehozása',
    carousel: 'Lejátszóim körhinta',
    slide: 'Lejátszók: {{from}}–{{to}} / {{total}}',
    previousPlayers: 'Előző lejátszók',
    nextPlayers: 'Következő lejátszók',
    impressions: 'Megjelenések',
    viewerMinutes: 'Nézői percek',
    thisMonth: 'Ebben a hónapban',
    usageOf: '{{used}} / {{limit}}',
    unlimited: 'Korlátlan',
    usagePercent: 'A havi kereted {{percent}}%-a elhasználva',
    viewers: 'Nézők',
    date: 'Dátum',
    likes: 'Kedvelések',
    comments: 'Hozzászólások',
    chartMetric: 'Diagram mutatója',
    range: 'Időszak',
    ranges: { thismonth: 'Ebben a hónapban', last3months: 'Az elmúlt 3 hónap', lastyear: 'Az elmúlt év' },
    topProducts: 'Legnépszerűbb termékek',
    clicks: 'Kattintások',
    purchases: 'Vásárlások',
    deletedProduct: 'Törölve',
    statsLocked: 'A statisztikák a Basic csomagtól érhetők el.',
  },
  players: {
    title: 'Összes lejátszó',
    backToDashboard: 'Vissza az irányítópultra',
    orientation: 'Tájolás',
    playerType: 'Lejátszó típusa',
    sortBy: 'Rendezés',
    types: {
      all: 'Összes',
      ad: 'Videóhirdetés',
      photo_ad: 'Fotóhirdetés',
      embed: 'Egyszerű videó',
      live: 'Élő',
      playback: 'Visszajátszás',
      closed: 'Lezárt közvetítések',
    },
    sorts: {
      latest: 'Legújabb elöl',
      az: 'A - Z',
      liked: 'Legtöbb kedvelés',
      commented: 'Legtöbb hozzászólás',
      natural: 'Alapértelmezett',
    },
    search: 'Lejátszók keresése',
    searchPlaceholder: 'Kezdj el gépelni egy közvetítés kereséséhez..',
    batchToggle: 'Csoportos műveletek',
    batchOption: 'Csoportos művelet',
    batchChoose: 'Válassz műveletet',
    batchDelete: 'Kijelölt lejátszó(k) törlése',
    batchConfirmTitle_one: 'Törlöd a(z) {{count}} lejátszót?',
    batchConfirmTitle_other: 'Törlöd a(z) {{count}} lejátszót?',
    batchConfirmText:
      'Oldalaik és beágyazásaik nem játszanak le többé, és eltűnnek a listáidból. Ez nem vonható vissza.',
    apply: 'Alkalmaz',
    selectAll: 'Összes kijelölése',
    deselectAll: 'Kijelölés megszüntetése',
    select: '{{title}} kijelölése',
    selectedCount: '{{count}} kijelölve',
    deletionInProgress: 'Törlés folyamatban',
    deletedProgress: '{{total}} közül {{n}} törölve.',
    deleteFailed: '{{count}} nem törölhető.',
    emptyFiltered: 'A szűrés nem hozott eredményt. Kérjük, pontosítsd a szűrési feltételeket.',
    empty: 'Még nincs egyetlen közvetítésed sem.',
    createFirst: 'Hozd létre az első lejátszódat',
    newPlayer: 'Új lejátszó',
    untitled: 'Névtelen lejátszó',
    created: 'Létrehozva: {{date}}',
    hearts_one: '{{value}} kedvelés',
    hearts_other: '{{value}} kedvelés',
    commentsCount_one: '{{value}} hozzászólás',
    commentsCount_other: '{{value}} hozzászólás',
    viewersCount_one: '{{value}} néző',
    viewersCount_other: '{{value}} néző',
    open: '{{title}} megnyitása',
    count_one: '{{value}} lejátszó',
    count_other: '{{value}} lejátszó',
  },
  typeSelector: {
    title: 'Válassz lejátszótípust',
    setup: '{{type}} beállítása',
    creating: 'Létrehozás…',
    kinds: {
      ad: 'Videóhirdetés',
      photo_ad: 'Fotóhirdetés',
      embed: 'Egyszerű videó',
      live: 'Élő',
      playback: 'Visszajátszás',
    },
    hints: {
      ad: 'Videó szalaghirdetés-méretben, termékekkel és cselekvésre ösztönző gombbal.',
      photo_ad: 'Legfeljebb öt, magától lapozó fotó termékekkel.',
      embed: 'Bármely oldalba beágyazható videó termékekkel.',
      live: 'Indíts élő adást a böngészőből vagy streamelő szoftverből, és árulj közvetítés közben.',
      playback: 'Előre felvett videó, amely a kezdési időponttól élőként jelenik meg.',
    },
  },
  editor: {
    title: 'Lejátszószerkesztő',
    exit: 'Kilépés a szerkesztőből',
    name: 'Lejátszó neve',
    type: 'Típus',
    saved: 'Sikeres mentés.',
    unsaved: 'Nem mentett módosításaid vannak.',
    leavePrompt: 'Biztosan kilépsz? Nem mentett módosításaid vannak!',
  },
};
