import { registerCatalogue } from '../i18n/index';
import { studioEn } from './i18n.en';

/**
 * The studio texts under `studio.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('studio', {
  en: studioEn,
  hu: () => import('./i18n.hu').then((m) => m.studioHu),
  de: () => import('./i18n.de').then((m) => m.studioDe),
  ar: () => import('./i18n.ar').then((m) => m.studioAr),
});
