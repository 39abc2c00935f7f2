import type { Localized } from '../i18n/types';
import type { fontsEn } from './i18n.en';

/** German texts of the custom fonts area. */
export const fontsDe: Localized<typeof fontsEn> = {
  title: 'Eigene Schriftarten',
  empty: 'Du hast noch keine eigenen Schriftarten',
  columns: {
    family: 'Schriftfamilie',
    type: 'Typ',
    preview: 'Vorschau',
    createdAt: 'Erstellt am',
    operations: 'Aktionen',
  },
  preview: 'Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich',
  upload: {
    title: 'Schriftart hochladen',
    family: 'Schriftfamilie',
    regular: 'Datei für Normal (ttf oder otf)',
    bold: 'Datei für Fett (ttf oder otf)',
    legal: 'Ich erkläre, dass ich diese Schriftdateien verwenden darf.',
    save: 'Schriftart hochladen',
    saving: 'Wird hochgeladen…',
  },
  mismatch: 'Falscher Dateityp. Nur ttf- oder otf-Dateien sind erlaubt!',
  failed: 'Die Schriftart konnte nicht hochgeladen werden.',
  uploaded: 'Schriftart erfolgreich hochgeladen.',
  removed: 'Schriftart erfolgreich entfernt.',
  removeFailed: 'Etwas ist schiefgelaufen. Bitte versuche es später erneut.',
  deleteNamed: '{{name}} löschen',
  deleteTitle: 'Schriftart löschen',
  deleteConfirm:
    'Möchtest du die Schriftart {{name}} wirklich löschen? Player, die sie nutzen, verwenden dann die Standardschrift.',
};
