import type { Localized } from '../../i18n/types';
import type { captionsEn } from './i18n.en';

/** Hungarian texts of the caption tracks of a video. */
export const captionsHu: Localized<typeof captionsEn> = {
  title: 'Feliratok',
  hint: 'Nyelvenként egy sáv: WebVTT (.vtt) vagy SubRip (.srt) fájl, legfeljebb 512 kB és 5000 felirat.',
  listLabel: 'Feliratsávok',
  languages: { en: 'Angol', hu: 'Magyar', de: 'Német', ar: 'Arab' },
  languageIn: { en: 'angol', hu: 'magyar', de: 'német', ar: 'arab' },
  none: 'Nincs sáv',
  cues_one: '{{count}} felirat',
  cues_other: '{{count}} felirat',
  draft: 'Piszkozat',
  add: 'Hozzáadás',
  addNamed: '{{language}} felirat hozzáadása (.vtt vagy .srt)',
  replace: 'Csere',
  replaceNamed: 'A(z) {{language}} felirat cseréje (.vtt vagy .srt)',
  remove: 'Törlés',
  removeNamed: 'A(z) {{language}} felirat törlése',
  uploading: '{{file}} feltöltése…',
  progress: 'Feltöltés állapota',
  saved: 'A(z) {{language}} felirat mentve.',
  removed: 'A(z) {{language}} felirat törölve.',
  refused: 'A(z) {{language}} felirat nincs mentve:',
  failed: 'Hiba történt. Próbáld újra.',
};
