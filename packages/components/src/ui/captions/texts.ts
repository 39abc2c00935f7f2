import { registerCatalogue } from '../../i18n/index';
import { captionsEn } from './i18n.en';

/**
 * The caption tracks' texts under `captions.*` (issue 34 §1): importing this module registers
 * them, English in this chunk, Hungarian, German and Arabic each loaded with the element's
 * language (000 §9).
 */
registerCatalogue('captions', {
  en: captionsEn,
  hu: () => import('./i18n.hu').then((m) => m.captionsHu),
  de: () => import('./i18n.de').then((m) => m.captionsDe),
  ar: () => import('./i18n.ar').then((m) => m.captionsAr),
});
