import { registerCatalogue } from '../i18n/index';
import { streamTesterEn } from './i18n.en';

/**
 * The stream tester texts under `streamTester.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('streamTester', {
  en: streamTesterEn,
  hu: () => import('./i18n.hu').then((m) => m.streamTesterHu),
  de: () => import('./i18n.de').then((m) => m.streamTesterDe),
  ar: () => import('./i18n.ar').then((m) => m.streamTesterAr),
});
