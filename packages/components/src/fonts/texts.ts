import { registerCatalogue } from '../i18n/index';
import { fontsEn } from './i18n.en';

/**
 * The fonts texts under `fonts.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('fonts', {
  en: fontsEn,
  hu: () => import('./i18n.hu').then((m) => m.fontsHu),
  de: () => import('./i18n.de').then((m) => m.fontsDe),
  ar: () => import('./i18n.ar').then((m) => m.fontsAr),
});
