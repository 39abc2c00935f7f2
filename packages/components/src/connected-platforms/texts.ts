import { registerCatalogue } from '../i18n/index';
import { connectedPlatformsEn } from './i18n.en';

/**
 * The connected platforms texts under `connectedPlatforms.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('connectedPlatforms', {
  en: connectedPlatformsEn,
  hu: () => import('./i18n.hu').then((m) => m.connectedPlatformsHu),
  de: () => import('./i18n.de').then((m) => m.connectedPlatformsDe),
  ar: () => import('./i18n.ar').then((m) => m.connectedPlatformsAr),
});
