import { registerCatalogue } from '../i18n/index';
import { paymentsEn } from './i18n.en';

/**
 * The payments texts under `payments.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('payments', {
  en: paymentsEn,
  hu: () => import('./i18n.hu').then((m) => m.paymentsHu),
  de: () => import('./i18n.de').then((m) => m.paymentsDe),
  ar: () => import('./i18n.ar').then((m) => m.paymentsAr),
});
