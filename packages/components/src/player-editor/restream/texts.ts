import { registerCatalogue } from '../../i18n/index';
import { restreamEn } from './i18n.en';

/**
 * The player editor's restream destinations texts under `restream.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('restream', {
  en: restreamEn,
  hu: () => import('./i18n.hu').then((m) => m.restreamHu),
  de: () => import('./i18n.de').then((m) => m.restreamDe),
  ar: () => import('./i18n.ar').then((m) => m.restreamAr),
});
