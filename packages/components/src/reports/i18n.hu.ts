import { REPORT_TITLES } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { reportsEn } from './i18n.en';

/** Hungarian texts of the reports area. */
export const reportsHu: Localized<typeof reportsEn> = {
  title: 'Jelentések',
  start: 'Kezdő dátum',
  end: 'Záró dátum',
  customer: 'Ügyfél',
  campaign: 'Kampány',
  quickFilter: 'Lejátszó neve',
  quickFilterHint: '3 karaktertől szűr.',
  view: 'Jelentések megtekintése',
  csv: 'CSV exportálása',
  events: {
    export: 'Nyers események exportálása',
    format: 'Eseményfájl',
    formats: { csv: 'CSV (táblázat)', ndjson: 'NDJSON (soronként egy JSON)' },
    progress: 'Események letöltése: {{rows}} / {{total}}',
    progressUnknown: 'Események letöltése: {{rows}}',
    cancel: 'Letöltés megszakítása',
    done: 'Az események letöltődtek.',
    hint: 'Az időszak minden tárolt nézői eseménye, az időpontok UTC szerint. A saját megtekintéseid és a kiszűrt érvénytelen forgalom meg van jelölve.',
  },
  groupBy: 'CSV-sorok',
  groupByStream: 'Lejátszónként egy',
  groupByProduct: 'Termékenként egy',
  help: 'Mutatók magyarázata',
  helpTitle: 'Mutatók magyarázata',
  empty: 'Nincs a keresési feltételeknek megfelelő találat.',
  suggestions: 'Javaslatok',
  deleted: 'Törölve',
  none: '—',
  noProducts: 'Ebben az időszakban nincs termékstatisztika.',
  openProducts: '{{name}} termékeinek megjelenítése',
  closeProducts: '{{name}} termékeinek elrejtése',
  productsOf: '{{name}} termékei',
  player: 'Lejátszó',
  rowsShown_one: '{{count}} lejátszóból {{from}}–{{to}}',
  rowsShown_other: '{{count}} lejátszóból {{from}}–{{to}}',
  chart: {
    metric: 'Grafikon',
    metrics: {
      viewers: 'Nézők',
      impressions: 'Megjelenések',
      product_clicks: 'Termékkattintások',
      product_purchases: 'Vásárlások',
    },
    previous: 'Előző időszak',
    date: 'Dátum',
    allPlayers: 'Minden lejátszó',
    showAll: 'Minden lejátszó mutatása',
    chartPlayer: '{{name}} grafikonja',
    failed: 'A grafikont nem sikerült betölteni.',
    label:
      '{{metric}} naponta, {{scope}}, {{start}} – {{end}}, az előző időszakkal; a számok az alábbi táblázatban.',
  },
  funnel: {
    title: 'Tölcsér',
    failed: 'A tölcsér nem tölthető be.',
    chartLabel: '{{scope}} tölcsére, {{start}} – {{end}}; a mellette lévő táblázat tartalmazza a számokat.',
    bar: '{{step}}: {{count}}, a megjelenések {{conversion}}-a',
    tableLabel: 'A tölcsér számai',
    tableCaption: '{{scope}} tölcsére, {{start}} – {{end}}',
    columns: {
      step: 'Lépés',
      count: 'Szám',
      dropOff: 'Lemorzsolódás',
      dropOffRate: 'Lemorzsolódás %',
      conversion: 'A megjelenésekből',
      filtered: 'Kiszűrt',
    },
    filteredNote_one:
      '{{formatted}} eseményt érvénytelen forgalomként kiszűrtünk, egyik lépésben sem számít.',
    filteredNote_other:
      '{{formatted}} eseményt érvénytelen forgalomként kiszűrtünk, egyik lépésben sem számítanak.',
    definitionsTitle: 'A tölcsér lépései',
    steps: {
      impression: {
        name: 'Megjelenés',
        definition:
          'A lejátszó legalább félig látható volt egy másodpercig (a jelentés Megjelenések értéke).',
      },
      play: {
        name: 'Lejátszás',
        definition: 'A videó lejátszása először elindult egy oldalmegtekintésben.',
      },
      product_impression: {
        name: 'Termékmegjelenés',
        definition: 'Egy terméket megmutattunk a nézőnek (a jelentés Termékmegjelenések értéke).',
      },
      product_click: {
        name: 'Termékkattintás',
        definition: 'Egy néző megnyitott egy terméket (a jelentés Termékkattintások értéke).',
      },
      add_to_cart: {
        name: 'Kosárba tétel',
        definition: 'Egy néző megnyomta egy terméken a Kosárba vagy a Megveszem gombot.',
      },
      purchase: {
        name: 'Vásárlás',
        definition:
          'Egy terméket megvettek a lejátszó pénztárában vagy a boltban (a jelentés Vásárlások értéke).',
      },
    },
    dropOff: {
      name: 'Lemorzsolódás',
      definition:
        'Mennyivel kevesebb számít egy lépésben, mint az előzőben, az előző lépés százalékában is. A lépések eseményeket számolnak, nem embereket: aki három terméket lát, három termékmegjelenést ad. Ha egy lépés többet számol, mint az előző, nincs lemorzsolódása.',
    },
    filtered: {
      name: 'Kiszűrt',
      definition:
        'Egy lépés érvénytelen forgalomként kiszűrt eseményei (ismert robotok, nézői token nélkül, a percenkénti korláton felüli új nézők). Külön látszanak, és egyik lépésben sem számítanak.',
    },
  },
  playerPanel: {
    title: 'Analitika',
    range: 'Az elmúlt 30 nap',
    products: 'Termékek',
    empty: 'Az elmúlt 30 napban még nem volt megtekintés.',
    failed: 'Az analitikát nem sikerült betölteni.',
  },
  columns: REPORT_TITLES.hu.columns,
  metrics: {
    impressions: {
      name: REPORT_TITLES.hu.metrics.impressions,
      definition: 'Hányszor töltődött be a lejátszó egy oldalon.',
    },
    filtered_impressions: {
      name: 'Kiszűrt megjelenések',
      definition:
        'Betöltések, amelyeket nem számoltunk megjelenésnek, mert érvénytelen forgalomnak tűntek: ismert robotok és automatizált böngészők, a szervertől kapott nézői token nélküli események, és egy címről a percenkénti korláton felül érkező új nézők. Nem számítanak bele a csomagba, a keretbe és a számlába.',
    },
    three_sec_views: {
      name: REPORT_TITLES.hu.metrics.three_sec_views,
      definition: 'Legalább 3 másodpercig tartó megtekintések.',
    },
    vcr: {
      name: REPORT_TITLES.hu.metrics.vcr,
      definition:
        'A videók végignézési aránya: a végignézett megtekintések és a megjelenések aránya, százalékban.',
    },
    viewers: {
      name: 'Nézők',
      definition:
        'Akik megnézték a lejátszót, naponta egyszer számolva. A lejátszók listája a létrehozás óta összesített számot mutatja, a diagram a napi számot.',
    },
    viewer_count: {
      name: REPORT_TITLES.hu.metrics.viewer_count,
      definition: 'Az egyszerre nézők legmagasabb száma.',
    },
    total_minutes: {
      name: REPORT_TITLES.hu.metrics.total_minutes,
      definition: 'Az összes néző által együtt megnézett percek.',
    },
    stored_minutes: {
      name: REPORT_TITLES.hu.metrics.stored_minutes,
      definition: 'A lejátszóhoz megőrzött felvételek hossza percben.',
    },
    video_clicks: {
      name: REPORT_TITLES.hu.metrics.video_clicks,
      definition: 'Kattintások magára a videóra, például egy videóhirdetés átkattintása.',
    },
    product_impressions: {
      name: REPORT_TITLES.hu.metrics.product_impressions,
      definition: 'Hányszor jelentek meg a lejátszó termékei.',
    },
    product_clicks: {
      name: REPORT_TITLES.hu.metrics.product_clicks,
      definition: 'Kattintások a termékkártyákra.',
    },
    product_link_clicks: {
      name: REPORT_TITLES.hu.metrics.product_link_clicks,
      definition: 'Kattintások, amelyek megnyitották egy termék linkjét.',
    },
    product_ctr: {
      name: REPORT_TITLES.hu.metrics.product_ctr,
      definition: 'A termékkattintások és a termékmegjelenések aránya, százalékban.',
    },
    product_link_ctr: {
      name: REPORT_TITLES.hu.metrics.product_link_ctr,
      definition: 'A terméklink-kattintások és a termékmegjelenések aránya, százalékban.',
    },
    product_purchases: {
      name: REPORT_TITLES.hu.metrics.product_purchases,
      definition: 'A lejátszón keresztül történt vásárlások.',
    },
    hearts: { name: REPORT_TITLES.hu.metrics.hearts, definition: 'A nézők által küldött szívek.' },
    comments: { name: REPORT_TITLES.hu.metrics.comments, definition: 'A nézők által írt hozzászólások.' },
    shares: {
      name: REPORT_TITLES.hu.metrics.shares,
      definition: 'Ahányszor a nézők megosztották a lejátszót.',
    },
    total_interactions: {
      name: REPORT_TITLES.hu.metrics.total_interactions,
      definition:
        'Termékkattintások, terméklink-kattintások, vásárlások, kedvelések, hozzászólások, megosztások és feliratkozások együtt.',
    },
    engagement_rate: {
      name: REPORT_TITLES.hu.metrics.engagement_rate,
      definition:
        'Az interakciók és a megjelenések (ha nem volt mért megjelenés, a nézők) aránya, százalékban.',
    },
  },
  csvFailed: 'Valami hiba történt.',
};
