import type { Localized } from '../../i18n/types';
import type { captionsEn } from './i18n.en';

/** German texts of the caption tracks of a video. */
export const captionsDe: Localized<typeof captionsEn> = {
  title: 'Untertitel',
  hint: 'Eine Spur je Sprache: eine Datei im Format WebVTT (.vtt) oder SubRip (.srt) mit höchstens 512 kB und 5.000 Einblendungen.',
  listLabel: 'Untertitelspuren',
  languages: { en: 'Englisch', hu: 'Ungarisch', de: 'Deutsch', ar: 'Arabisch' },
  languageIn: { en: 'Englisch', hu: 'Ungarisch', de: 'Deutsch', ar: 'Arabisch' },
  none: 'Keine Spur',
  cues_one: '{{count}} Einblendung',
  cues_other: '{{count}} Einblendungen',
  draft: 'Entwurf',
  add: 'Hinzufügen',
  addNamed: 'Untertitel auf {{language}} hinzufügen (.vtt oder .srt)',
  replace: 'Ersetzen',
  replaceNamed: 'Untertitel auf {{language}} ersetzen (.vtt oder .srt)',
  remove: 'Entfernen',
  removeNamed: 'Untertitel auf {{language}} entfernen',
  uploading: '{{file}} wird hochgeladen…',
  progress: 'Upload-Fortschritt',
  saved: 'Die Untertitel auf {{language}} sind gespeichert.',
  removed: 'Die Untertitel auf {{language}} sind entfernt.',
  refused: 'Die Untertitel auf {{language}} wurden nicht gespeichert:',
  failed: 'Etwas ist schiefgelaufen. Versuch es noch einmal.',
  generateLanguage: 'Gesprochene Sprache',
  generate: 'Untertitel erstellen',
  generateHint:
    'Aus dem Ton des Videos erstellt; Zuschauer sehen die Spur erst, wenn du sie veröffentlichst.',
  generating: 'Untertitel auf {{language}} werden erstellt… {{percent}} %',
  generateProgress: 'Fortschritt der Erstellung',
  generated:
    'Die Untertitel auf {{language}} sind als Entwurf erstellt: prüfe sie und veröffentliche sie dann.',
  publish: 'Veröffentlichen',
  publishNamed: 'Untertitel auf {{language}} veröffentlichen',
  published: 'Die Untertitel auf {{language}} sind veröffentlicht.',
};
