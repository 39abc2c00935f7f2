import { registerCatalogue } from '../i18n/index';
import { subscribersEn } from './i18n.en';

/**
 * The subscribers texts under `subscribers.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('subscribers', {
  en: subscribersEn,
  hu: () => import('./i18n.hu').then((m) => m.subscribersHu),
  de: () => import('./i18n.de').then((m) => m.subscribersDe),
  ar: () => import('./i18n.ar').then((m) => m.subscribersAr),
});
