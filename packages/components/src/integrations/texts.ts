import { registerCatalogue } from '../i18n/index';
import { integrationsEn } from './i18n.en';

/**
 * The integrations texts under `integrations.*` (issue 20 §4): importing this module registers them, the
 * English in this module's chunk, Hungarian, German and Arabic each a chunk of their own, loaded
 * with the element's language (000 §9).
 */
registerCatalogue('integrations', {
  en: integrationsEn,
  hu: () => import('./i18n.hu').then((m) => m.integrationsHu),
  de: () => import('./i18n.de').then((m) => m.integrationsDe),
  ar: () => import('./i18n.ar').then((m) => m.integrationsAr),
});
