import { REPORT_TITLES } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { reportsEn } from './i18n.en';

/** German texts of the reports area. */
export const reportsDe: Localized<typeof reportsEn> = {
  title: 'Berichte',
  start: 'Startdatum',
  end: 'Enddatum',
  customer: 'Kunde',
  campaign: 'Kampagne',
  quickFilter: 'Player-Name',
  quickFilterHint: 'Filtert ab 3 Zeichen.',
  view: 'Berichte anzeigen',
  csv: 'CSV exportieren',
  events: {
    export: 'Rohdaten der Ereignisse exportieren',
    format: 'Ereignisdatei',
    formats: { csv: 'CSV (Tabelle)', ndjson: 'NDJSON (ein JSON pro Zeile)' },
    progress: 'Ereignisse werden geladen: {{rows}} von {{total}}',
    progressUnknown: 'Ereignisse werden geladen: {{rows}}',
    cancel: 'Download abbrechen',
    done: 'Die Ereignisse wurden heruntergeladen.',
    hint: 'Alle gespeicherten Zuschauerereignisse des Zeitraums, Zeiten in UTC. Deine eigenen Aufrufe und gefilterte ungültige Zugriffe sind markiert.',
  },
  groupBy: 'CSV-Zeilen',
  groupByStream: 'Eine pro Player',
  groupByProduct: 'Eine pro Produkt',
  help: 'Kennzahlen erklärt',
  helpTitle: 'Kennzahlen erklärt',
  empty: 'Keine Ergebnisse für diese Suchkriterien.',
  suggestions: 'Vorschläge',
  deleted: 'Gelöscht',
  none: '—',
  noProducts: 'Keine Produktstatistik in diesem Zeitraum.',
  openProducts: 'Produkte von {{name}} anzeigen',
  closeProducts: 'Produkte von {{name}} ausblenden',
  productsOf: 'Produkte von {{name}}',
  player: 'Player',
  rowsShown_one: '{{from}}–{{to}} von {{count}} Player',
  rowsShown_other: '{{from}}–{{to}} von {{count}} Playern',
  chart: {
    metric: 'Diagramm',
    metrics: {
      viewers: 'Zuschauer',
      impressions: 'Impressionen',
      product_clicks: 'Produktklicks',
      product_purchases: 'Käufe',
    },
    previous: 'Vorheriger Zeitraum',
    date: 'Datum',
    allPlayers: 'Alle Player',
    showAll: 'Alle Player anzeigen',
    chartPlayer: 'Diagramm für {{name}}',
    failed: 'Das Diagramm konnte nicht geladen werden.',
    label:
      '{{metric}} pro Tag, {{scope}}, {{start}} bis {{end}}, mit dem vorherigen Zeitraum; die Zahlen stehen in der Tabelle darunter.',
  },
  funnel: {
    title: 'Trichter',
    failed: 'Der Trichter konnte nicht geladen werden.',
    chartLabel: 'Trichter von {{scope}}, {{start}} bis {{end}}; die Tabelle daneben enthält die Zahlen.',
    bar: '{{step}}: {{count}}, {{conversion}} der Impressionen',
    tableLabel: 'Zahlen des Trichters',
    tableCaption: 'Trichter von {{scope}}, {{start}} bis {{end}}',
    columns: {
      step: 'Schritt',
      count: 'Anzahl',
      dropOff: 'Abbruch',
      dropOffRate: 'Abbruch %',
      conversion: 'Der Impressionen',
      filtered: 'Gefiltert',
    },
    filteredNote_one:
      '{{formatted}} Ereignis wurde als ungültiger Datenverkehr gefiltert und zählt in keinem Schritt.',
    filteredNote_other:
      '{{formatted}} Ereignisse wurden als ungültiger Datenverkehr gefiltert und zählen in keinem Schritt.',
    definitionsTitle: 'Schritte des Trichters',
    steps: {
      impression: {
        name: 'Impression',
        definition:
          'Der Player war mindestens eine Sekunde lang zur Hälfte sichtbar (die Impressionen des Berichts).',
      },
      play: {
        name: 'Wiedergabe',
        definition: 'Das Video wurde in einem Seitenaufruf zum ersten Mal abgespielt.',
      },
      product_impression: {
        name: 'Produktimpression',
        definition: 'Ein Produkt wurde dem Zuschauer gezeigt (die Produktimpressionen des Berichts).',
      },
      product_click: {
        name: 'Produktklick',
        definition: 'Ein Zuschauer hat ein Produkt geöffnet (die Produktklicks des Berichts).',
      },
      add_to_cart: {
        name: 'In den Warenkorb',
        definition: 'Ein Zuschauer hat bei einem Produkt In den Warenkorb oder Kaufen gedrückt.',
      },
      purchase: {
        name: 'Kauf',
        definition:
          'Ein Produkt wurde gekauft, an der Kasse des Players oder im Shop (die Käufe des Berichts).',
      },
    },
    dropOff: {
      name: 'Abbruch',
      definition:
        'Wie viel weniger in einem Schritt zählten als im Schritt davor, auch in Prozent des Schritts davor. Die Schritte zählen Ereignisse, keine Personen: Wer drei Produkte sieht, ergibt drei Produktimpressionen. Zählt ein Schritt mehr als der Schritt davor, zeigt er keinen Abbruch.',
    },
    filtered: {
      name: 'Gefiltert',
      definition:
        'Ereignisse eines Schritts, die als ungültiger Datenverkehr gefiltert wurden (bekannte automatisierte Programme, kein Zuschauer-Token, neue Zuschauer über der Grenze pro Minute). Sie stehen gesondert und zählen in keinem Schritt.',
    },
  },
  playerPanel: {
    title: 'Analysen',
    range: 'Letzte 30 Tage',
    products: 'Produkte',
    empty: 'In den letzten 30 Tagen noch keine Aufrufe.',
    failed: 'Die Analysen konnten nicht geladen werden.',
  },
  columns: REPORT_TITLES.de.columns,
  metrics: {
    impressions: {
      name: REPORT_TITLES.de.metrics.impressions,
      definition: 'Wie oft der Player auf einer Seite geladen wurde.',
    },
    filtered_impressions: {
      name: 'Gefilterte Impressionen',
      definition:
        'Ladevorgänge, die nicht als Impressionen gezählt wurden, weil sie nach ungültigem Datenverkehr aussahen: bekannte automatisierte Programme und Browser, Ereignisse ohne das Zuschauer-Token, das der Player vom Server erhält, und neue Zuschauer einer Adresse über der Grenze pro Minute. Sie zählen weder für das Paket noch für das Kontingent oder die Rechnung.',
    },
    three_sec_views: {
      name: REPORT_TITLES.de.metrics.three_sec_views,
      definition: 'Aufrufe, die mindestens 3 Sekunden dauerten.',
    },
    vcr: {
      name: REPORT_TITLES.de.metrics.vcr,
      definition: 'Abschlussrate: vollständige Aufrufe geteilt durch Impressionen, in Prozent.',
    },
    viewers: {
      name: 'Zuschauer',
      definition:
        'Personen, die den Player angesehen haben, jede einmal pro Tag gezählt. Die Player-Liste zeigt die Summe seit dem Anlegen des Players, das Diagramm die Zahl pro Tag.',
    },
    viewer_count: {
      name: REPORT_TITLES.de.metrics.viewer_count,
      definition: 'Die höchste Zahl gleichzeitiger Zuschauer.',
    },
    total_minutes: {
      name: REPORT_TITLES.de.metrics.total_minutes,
      definition: 'Von allen Zuschauern zusammen angesehene Minuten.',
    },
    stored_minutes: {
      name: REPORT_TITLES.de.metrics.stored_minutes,
      definition: 'Minuten an Aufzeichnungen, die für den Player aufbewahrt werden.',
    },
    video_clicks: {
      name: REPORT_TITLES.de.metrics.video_clicks,
      definition: 'Klicks auf das Video selbst, etwa der Klick auf eine Videoanzeige.',
    },
    product_impressions: {
      name: REPORT_TITLES.de.metrics.product_impressions,
      definition: 'Wie oft die Produkte des Players angezeigt wurden.',
    },
    product_clicks: {
      name: REPORT_TITLES.de.metrics.product_clicks,
      definition: 'Klicks auf die Produktkarten.',
    },
    product_link_clicks: {
      name: REPORT_TITLES.de.metrics.product_link_clicks,
      definition: 'Klicks, die den Link eines Produkts geöffnet haben.',
    },
    product_ctr: {
      name: REPORT_TITLES.de.metrics.product_ctr,
      definition: 'Produktklicks geteilt durch Produktimpressionen, in Prozent.',
    },
    product_link_ctr: {
      name: REPORT_TITLES.de.metrics.product_link_ctr,
      definition: 'Produktlink-Klicks geteilt durch Produktimpressionen, in Prozent.',
    },
    product_purchases: {
      name: REPORT_TITLES.de.metrics.product_purchases,
      definition: 'Über den Player getätigte Käufe.',
    },
    hearts: { name: REPORT_TITLES.de.metrics.hearts, definition: 'Von Zuschauern gesendete Herzen.' },
    comments: {
      name: REPORT_TITLES.de.metrics.comments,
      definition: 'Von Zuschauern geschriebene Kommentare.',
    },
    shares: {
      name: REPORT_TITLES.de.metrics.shares,
      definition: 'Wie oft Zuschauer den Player geteilt haben.',
    },
    total_interactions: {
      name: REPORT_TITLES.de.metrics.total_interactions,
      definition:
        'Produktklicks, Produktlink-Klicks, Käufe, Likes, Kommentare, geteilte Inhalte und Anmeldungen zusammen.',
    },
    engagement_rate: {
      name: REPORT_TITLES.de.metrics.engagement_rate,
      definition:
        'Interaktionen geteilt durch Impressionen (oder durch Zuschauer, wenn keine Impressionen gezählt wurden), in Prozent.',
    },
  },
  csvFailed: 'Etwas ist schiefgelaufen.',
};
