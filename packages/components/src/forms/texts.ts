import { registerCatalogue } from '../i18n/index';
import { formsEn } from './i18n.en';

/**
 * The forms texts under `forms.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('forms', {
  en: formsEn,
  hu: () => import('./i18n.hu').then((m) => m.formsHu),
  de: () => import('./i18n.de').then((m) => m.formsDe),
  ar: () => import('./i18n.ar').then((m) => m.formsAr),
});
