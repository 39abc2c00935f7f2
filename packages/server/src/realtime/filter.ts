/**
 * Automatic chat moderation (stream setting `auto_chat_moderation`, plan limit `chatModeration`):
 * a message is held back (state `filtered`, waiting for an admin like reversed moderation) when it
 * contains a link or a blocked word.
 *
 * Words: a short built-in list of common English, German and Hungarian insults and slurs, extended
 * with `CHAT_BLOCKED_WORDS` (comma list). Matching is case-insensitive on whole words after folding
 * accents and common letter/digit swaps (`a@4`, `e3`, `i1!`, `o0`, `s$5`).
 * Links: `http(s)://`, `www.`, or a `name.tld` with a common top-level domain.
 */
const BUILT_IN = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'cunt',
  'asshole',
  'bastard',
  'dick',
  'whore',
  'slut',
  'faggot',
  'nigger',
  'retard',
  'fotze',
  'hurensohn',
  'arschloch',
  'schlampe',
  'wichser',
  'kurva',
  'geci',
  'fasz',
  'picsa',
  'buzi',
];

const LINK =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|co|info|biz|ru|cn|xyz|top|shop|store|site|online|link|click|de|hu|uk|eu|me|tv|ly|gl|gg)\b/i;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[@4]/g, 'a')
    .replace(/3/g, 'e')
    .replace(/[1!|]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/[$5]/g, 's');
}

/** The blocked words in force: built-in plus `CHAT_BLOCKED_WORDS`. */
export function blockedWords(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.CHAT_BLOCKED_WORDS ?? '')
    .split(',')
    .map((w) => fold(w.trim()))
    .filter(Boolean);
  return [...new Set([...BUILT_IN, ...extra])];
}

/** Why a message is filtered: `link`, `word`, or `null` when it passes. */
export function autoModerate(text: string, words: readonly string[]): 'link' | 'word' | null {
  if (LINK.test(text)) return 'link';
  const tokens = fold(text).split(/[^\p{L}\p{N}]+/u);
  const set = new Set(words);
  return tokens.some((t) => t && set.has(t)) ? 'word' : null;
}
