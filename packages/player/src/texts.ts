import type { Language } from '@smuc/sdk/schemas';

/** `t(lang, key, vars)`: a viewer text of `i18n.ts` in `lang`, `{name}` placeholders filled from `vars`. */
export type Translate = (lang: Language, key: string, vars?: Record<string, string | number>) => string;

let translate: Translate | null = null;
let translations: Promise<unknown> | undefined;

/**
 * The viewer texts load as their own chunk (all languages of every player part live there), in
 * parallel with the player document, so the element itself stays small. Resolves once `t` answers;
 * a failed download rejects and is tried again by the next call.
 */
export function loadTranslations(): Promise<unknown> {
  translations ??= import('./i18n').then(
    (m) => {
      translate = m.t;
    },
    (error: unknown) => {
      translations = undefined; // A failed chunk download is tried again by the next player.
      throw error;
    },
  );
  return translations;
}

/** Whether the catalogue has arrived (before that `t` answers `''`). */
export const textsLoaded = (): boolean => translate !== null;

/** A viewer text (`i18n.ts`); the element renders no text before the catalogue arrived. */
export const t: Translate = (lang, key, vars) => translate?.(lang, key, vars) ?? '';
