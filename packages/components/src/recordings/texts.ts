import { registerCatalogue } from '../i18n/index';
import { recordingsEn } from './i18n.en';

/**
 * The recordings texts under `recordings.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('recordings', {
  en: recordingsEn,
  hu: () => import('./i18n.hu').then((m) => m.recordingsHu),
  de: () => import('./i18n.de').then((m) => m.recordingsDe),
  ar: () => import('./i18n.ar').then((m) => m.recordingsAr),
});
