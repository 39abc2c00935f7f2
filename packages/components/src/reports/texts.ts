import { registerCatalogue } from '../i18n/index';
import { reportsEn } from './i18n.en';

/**
 * The reports texts under `reports.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('reports', {
  en: reportsEn,
  hu: () => import('./i18n.hu').then((m) => m.reportsHu),
  de: () => import('./i18n.de').then((m) => m.reportsDe),
  ar: () => import('./i18n.ar').then((m) => m.reportsAr),
});
