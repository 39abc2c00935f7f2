import type { Localized } from '../../i18n/types';
import type { playerEditorMediaEn } from './i18n.en';

/** German texts of the editor's images, social video and font sections. */
export const playerEditorMediaDe: Localized<typeof playerEditorMediaEn> = {
  images: 'Bilder',
  fields: {
    logo: 'Logo',
    agency_logo: 'Agenturlogo',
    cover: 'Titelbild (Querformat)',
    cover_portrait: 'Titelbild (Hochformat)',
    ad_bg: 'Anzeigenhintergrund',
    ad_featured_image: 'Hauptbild',
    photoad_photos: 'Fotos',
  },
  size: '{{width}}×{{height}} px',
  agencyLogoHint: 'jpg, png oder svg; passt in 32×32 px.',
  upload: 'Hochladen: {{name}} ({{size}})',
  replace: 'Ersetzen: {{name}} ({{size}})',
  none: 'Noch kein Bild.',
  remove: '{{name}} entfernen',
  removed: 'Das Bild wurde entfernt.',
  removeFailed: 'Etwas ist schiefgelaufen.',
  photos: {
    title: 'Bilder der Fotoanzeige',
    hint: 'Bis zu {{max}} Bilder mit 800×450 px; zum Umsortieren ziehen oder den Griff mit Leertaste und Pfeiltasten nutzen.',
    count: '{{count}} von {{max}} Bildern',
    full: 'Eine Fotoanzeige fasst höchstens {{max}} Bilder.',
    image: 'Bild {{index}}',
    move: 'Bild {{index}} verschieben',
    list: 'Bilder der Fotoanzeige in Anzeigereihenfolge',
    moved: 'Bild auf Position {{index}} verschoben.',
  },
  social: {
    title: 'Social-Media-Video',
    hint: 'Füge einen YouTube-, Vimeo- oder Facebook-Videolink oder Einbettungscode ein.',
    label: 'Videolink oder Einbettungscode',
    add: 'Video einbetten',
    checking: 'Video wird geprüft…',
    processing: 'Video wird verarbeitet… Bis dahin können Änderungen nicht gespeichert werden.',
    current: 'Eingebettetes Video',
    remove: 'Social-Media-Video entfernen',
    removed: 'Das Social-Media-Video wurde entfernt.',
    provider:
      'Der Einbettungscode stammt von keinem der akzeptierten Anbieter: YouTube, Vimeo oder Facebook-Video.',
    facebookLandscape:
      'Bei Facebook-Videos sind derzeit nur Querformat-Videos im Seitenverhältnis 16:9 möglich.',
    failed: 'Etwas ist schiefgelaufen.',
    inProgress: 'Ein Vorgang läuft noch. Bis dahin können Änderungen nicht gespeichert werden.',
  },
  font: {
    label: 'Schriftart',
    none: 'Standardschrift',
    manage: 'Schriftarten verwalten',
    failed: 'Die Schriftarten konnten nicht geladen werden.',
  },
};
