import { registerCatalogue } from '../i18n/index';
import { profileEn } from './i18n.en';

/**
 * The profile texts under `profile.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('profile', {
  en: profileEn,
  hu: () => import('./i18n.hu').then((m) => m.profileHu),
  de: () => import('./i18n.de').then((m) => m.profileDe),
  ar: () => import('./i18n.ar').then((m) => m.profileAr),
});
