import { registerCatalogue } from '../i18n/index';
import { auditLogEn } from './i18n.en';

/**
 * The audit log texts under `auditLog.*`: importing this module registers them, the English in
 * this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded with the
 * element's language (000 §9).
 */
registerCatalogue('auditLog', {
  en: auditLogEn,
  hu: () => import('./i18n.hu').then((m) => m.auditLogHu),
  de: () => import('./i18n.de').then((m) => m.auditLogDe),
  ar: () => import('./i18n.ar').then((m) => m.auditLogAr),
});
