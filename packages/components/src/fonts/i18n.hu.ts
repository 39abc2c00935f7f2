import type { Localized } from '../i18n/types';
import type { fontsEn } from './i18n.en';

/** Hungarian texts of the custom fonts area. */
export const fontsHu: Localized<typeof fontsEn> = {
  title: 'Egyedi betűtípusok',
  empty: 'Még nincs egyedi betűtípusod',
  columns: {
    family: 'Betűcsalád',
    type: 'Típus',
    preview: 'Előnézet',
    createdAt: 'Létrehozva',
    operations: 'Műveletek',
  },
  preview: 'Árvíztűrő tükörfúrógép',
  upload: {
    title: 'Betűtípus feltöltése',
    family: 'Betűcsalád',
    regular: 'Normál betűtípusfájl (ttf vagy otf)',
    bold: 'Félkövér betűtípusfájl (ttf vagy otf)',
    legal: 'Kijelentem, hogy jogom van ezeket a betűtípusfájlokat használni.',
    save: 'Betűtípus feltöltése',
    saving: 'Feltöltés…',
  },
  mismatch: 'Nem megfelelő fájltípus. Csak ttf vagy otf fájl tölthető fel!',
  failed: 'A betűtípus feltöltése nem sikerült.',
  uploaded: 'A betűtípus sikeresen feltöltve.',
  removed: 'A betűtípus sikeresen törölve.',
  removeFailed: 'Valami hiba történt. Kérjük, próbáld újra később.',
  deleteNamed: '{{name}} törlése',
  deleteTitle: 'Betűtípus törlése',
  deleteConfirm:
    'Biztosan törlöd a(z) {{name}} betűtípust? Az ezt használó lejátszók az alapértelmezett betűtípusra váltanak.',
};
