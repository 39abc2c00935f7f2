import { registerCatalogue } from '../i18n/index';
import { packagesEn } from './i18n.en';

/**
 * The packages texts under `packages.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('packages', {
  en: packagesEn,
  hu: () => import('./i18n.hu').then((m) => m.packagesHu),
  de: () => import('./i18n.de').then((m) => m.packagesDe),
  ar: () => import('./i18n.ar').then((m) => m.packagesAr),
});
