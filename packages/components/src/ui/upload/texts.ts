import { registerCatalogue } from '../../i18n/index';
import { uploadEn } from './i18n.en';

/**
 * The upload fields (images and videos) texts under `upload.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('upload', {
  en: uploadEn,
  hu: () => import('./i18n.hu').then((m) => m.uploadHu),
  de: () => import('./i18n.de').then((m) => m.uploadDe),
  ar: () => import('./i18n.ar').then((m) => m.uploadAr),
});
