import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { hu } from './hu';
import { addCatalogue } from './index';

/**
 * Every language's catalogue, keyed by its code (000 §9). Importing this module also makes them all
 * available to `createI18n` at once, for a host that bundles every language (no loading step).
 */
export const catalogues = { hu, en, de, ar } as const;

for (const [lang, catalogue] of Object.entries(catalogues)) addCatalogue(lang, catalogue);
