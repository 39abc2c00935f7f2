import { registerCatalogue } from '../../i18n/index';
import { playerEditorMediaEn } from './i18n.en';

/**
 * The player editor's media fields texts under `playerEditorMedia.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('playerEditorMedia', {
  en: playerEditorMediaEn,
  hu: () => import('./i18n.hu').then((m) => m.playerEditorMediaHu),
  de: () => import('./i18n.de').then((m) => m.playerEditorMediaDe),
  ar: () => import('./i18n.ar').then((m) => m.playerEditorMediaAr),
});
