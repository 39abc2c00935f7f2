import { registerCatalogue } from '../i18n/index';
import { moderationEn } from './i18n.en';

/**
 * The moderation texts under `moderation.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('moderation', {
  en: moderationEn,
  hu: () => import('./i18n.hu').then((m) => m.moderationHu),
  de: () => import('./i18n.de').then((m) => m.moderationDe),
  ar: () => import('./i18n.ar').then((m) => m.moderationAr),
});
