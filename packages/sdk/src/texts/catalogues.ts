import type { Language } from '../schemas/common';
import { serverTextsAr } from './ar';
import { serverTextsDe } from './de';
import { type ServerTexts, serverTextsEn } from './en';
import { serverTextsHu } from './hu';
import type { Localized } from './types';

/**
 * The server texts of every language (000 §9), keyed by language code. Its own module so the
 * texts' helpers (`index.ts`, `csv.ts`) both read it without importing each other.
 */
export const SERVER_TEXTS: Record<Language, Localized<ServerTexts>> = {
  en: serverTextsEn,
  hu: serverTextsHu,
  de: serverTextsDe,
  ar: serverTextsAr,
};
