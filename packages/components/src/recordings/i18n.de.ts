import type { Localized } from '../i18n/types';
import type { recordingsEn } from './i18n.en';

/** German texts of the recordings area. */
export const recordingsDe: Localized<typeof recordingsEn> = {
  title: 'Stream-Aufzeichnungen',
  open: 'Aufzeichnungen',
  openCount: 'Aufzeichnungen ({{count}})',
  listLabel: 'Aufzeichnungen dieses Players in Anzeigereihenfolge',
  empty: 'Für diesen Player gibt es noch keine Aufzeichnungen.',
  dragHandle: '{{name}} verschieben',
  moved: '{{name}} auf Position {{position}} von {{count}} verschoben.',
  picked:
    '{{name}} aufgenommen. Mit den Pfeiltasten verschieben, mit Leertaste oder Enter ablegen, mit Escape abbrechen.',
  over: '{{name}} ist über Position {{position}} von {{count}}.',
  cancelled: 'Verschieben von {{name}} abgebrochen.',
  dragInstructions:
    'Um eine Aufzeichnung umzusortieren, drücke auf ihrem Griff Leertaste oder Enter, verschiebe sie mit den Pfeiltasten und lege sie mit Leertaste oder Enter ab oder brich mit Escape ab.',
  active: 'Aktiv',
  activeNamed: '{{name}} den Zuschauern zeigen',
  processing: 'Wird verarbeitet',
  recordedAt: 'Aufgezeichnet',
  duration: 'Dauer',
  thumbnailAlt: 'Vorschaubild von {{name}}',
  notClosed: 'Aufzeichnungen können nach dem Ende der Übertragung umsortiert und aktiviert werden.',
  notReady: 'Einige Aufzeichnungen werden noch verarbeitet. Die Liste wird in {{seconds}} s aktualisiert.',
  refreshNow: 'Jetzt aktualisieren',
  needOneActive: 'Mindestens ein VOD muss angezeigt werden...',
  saved: 'Erfolgreich gespeichert.',
  unsaved: 'Du hast ungespeicherte Änderungen.',
  download: 'Herunterladen',
  downloadNamed: '{{name}} herunterladen',
  captions: 'Untertitel',
  captionsNamed: 'Untertitel von {{name}}',
  captionsTitle: 'Untertitel von {{name}}',
  downloadPreparing: 'Wird vorbereitet…',
  downloadTitle: 'Aufzeichnung herunterladen',
  downloadConfirm:
    'Die Aufzeichnung „{{name}}“ wird als MP4-Datei vorbereitet. Das kann einige Minuten dauern; die Datei wird gespeichert, sobald sie fertig ist.',
  downloadStart: 'Download vorbereiten',
  downloadProgress: 'Download von {{name}} wird vorbereitet. Erneute Prüfung alle 10 Sekunden…',
  downloadReady: 'Der Download von {{name}} ist bereit.',
  deleteNamed: '{{name}} löschen',
  deleteTitle: 'Aufzeichnung löschen',
  deleteConfirm:
    'Die Aufzeichnung „{{name}}“ und ihre Datei werden gelöscht. Das kann nicht rückgängig gemacht werden.',
  deleted: 'Die Aufzeichnung wurde gelöscht.',
  lastRecording: 'Mindestens ein VOD muss angezeigt werden...',
  previewTitle: 'Neueste Aufzeichnungen',
  previewLabel: 'Die 3 neuesten Aufzeichnungen dieses Players',
};
