import { registerCatalogue } from '../i18n/index';
import { productManagerEn } from './i18n.en';

/**
 * The product manager texts under `productManager.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('productManager', {
  en: productManagerEn,
  hu: () => import('./i18n.hu').then((m) => m.productManagerHu),
  de: () => import('./i18n.de').then((m) => m.productManagerDe),
  ar: () => import('./i18n.ar').then((m) => m.productManagerAr),
});
