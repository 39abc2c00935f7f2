import { registerCatalogue } from '../i18n/index';
import { playerEditorEn } from './i18n.en';

/**
 * The player editor texts under `playerEditor.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('playerEditor', {
  en: playerEditorEn,
  hu: () => import('./i18n.hu').then((m) => m.playerEditorHu),
  de: () => import('./i18n.de').then((m) => m.playerEditorDe),
  ar: () => import('./i18n.ar').then((m) => m.playerEditorAr),
});
