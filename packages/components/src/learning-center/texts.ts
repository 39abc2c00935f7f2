import { registerCatalogue } from '../i18n/index';
import { learningCenterEn } from './i18n.en';

/**
 * The learning center texts under `learningCenter.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('learningCenter', {
  en: learningCenterEn,
  hu: () => import('./i18n.hu').then((m) => m.learningCenterHu),
  de: () => import('./i18n.de').then((m) => m.learningCenterDe),
  ar: () => import('./i18n.ar').then((m) => m.learningCenterAr),
});
