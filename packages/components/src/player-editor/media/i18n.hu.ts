import type { Localized } from '../../i18n/types';
import type { playerEditorMediaEn } from './i18n.en';

/** Hungarian texts of the editor's images, social video and font sections. */
export const playerEditorMediaHu: Localized<typeof playerEditorMediaEn> = {
  images: 'Képek',
  fields: {
    logo: 'Logó',
    agency_logo: 'Ügynökségi logó',
    cover: 'Borítókép (fekvő)',
    cover_portrait: 'Borítókép (álló)',
    ad_bg: 'Hirdetés háttere',
    ad_featured_image: 'Kiemelt kép',
    photoad_photos: 'Fotók',
  },
  size: '{{width}}×{{height}} px',
  agencyLogoHint: 'jpg, png vagy svg; 32×32 px-be illeszkedik.',
  upload: 'Feltöltés: {{name}} ({{size}})',
  replace: 'Csere: {{name}} ({{size}})',
  none: 'Még nincs kép.',
  remove: '{{name}} eltávolítása',
  removed: 'A kép eltávolítva.',
  removeFailed: 'Valami hiba történt.',
  photos: {
    title: 'A fotóhirdetés képei',
    hint: 'Legfeljebb {{max}} kép, 800×450 px méretben; az átrendezéshez húzd őket, vagy használd a fogantyút a Szóközzel és a nyílbillentyűkkel.',
    count: '{{max}} képből {{count}}',
    full: 'Egy fotóhirdetés legfeljebb {{max}} képet tartalmazhat.',
    image: '{{index}}. kép',
    move: '{{index}}. kép áthelyezése',
    list: 'A fotóhirdetés képei megjelenítési sorrendben',
    moved: 'A kép a(z) {{index}}. helyre került.',
  },
  social: {
    title: 'Közösségi videó',
    hint: 'Illessz be egy YouTube-, Vimeo- vagy Facebook-videolinket vagy beágyazási kódot.',
    label: 'Videolink vagy beágyazási kód',
    add: 'Videó beágyazása',
    checking: 'A videó ellenőrzése…',
    processing: 'A videó feldolgozása… Addig a módosítások nem menthetők.',
    current: 'Beágyazott videó',
    remove: 'A közösségi videó eltávolítása',
    removed: 'A közösségi videó eltávolítva.',
    provider:
      'A megadott beágyazási kód nem az elfogadott szolgáltatók egyikétől származik: YouTube, Vimeo vagy Facebook-videó.',
    facebookLandscape: 'Facebook-videóknál jelenleg csak 16:9 képarányú fekvő videók használhatók.',
    failed: 'Valami hiba történt.',
    inProgress: 'Egy művelet még folyamatban van. Addig a módosítások nem menthetők.',
  },
  font: {
    label: 'Betűtípus',
    none: 'Alapértelmezett betűtípus',
    manage: 'Betűtípusok kezelése',
    failed: 'A betűtípusok nem tölthetők be.',
  },
};
