import { registerCatalogue } from '../i18n/index';
import { productsEn } from './i18n.en';

/**
 * The products texts under `products.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('products', {
  en: productsEn,
  hu: () => import('./i18n.hu').then((m) => m.productsHu),
  de: () => import('./i18n.de').then((m) => m.productsDe),
  ar: () => import('./i18n.ar').then((m) => m.productsAr),
});
