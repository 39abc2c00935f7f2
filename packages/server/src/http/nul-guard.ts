import type { FastifyInstance } from 'fastify';
import { invalid, notFound } from './errors';

/** The 422 text of a request body with a NUL character in it (issue 13 §5). */
export const NUL_REFUSED = 'Text cannot contain a NUL character.';
/** The 422 text of a string PostgreSQL cannot store: a lone UTF-16 surrogate (issue 29 §5). */
export const INVALID_CHAR_REFUSED = 'Text cannot contain an invalid character.';
/** The 422 text of a body nested deeper than {@link MAX_DEPTH} (issue 29 §5). */
export const TOO_DEEP = 'The data is nested too deeply.';
/** Deepest nesting of arrays and objects a body may have; the API's own bodies stay under 8. */
export const MAX_DEPTH = 32;

/** What is wrong with a parsed JSON value: the dotted path (`body` for the root) and the text. */
export interface BodyFault {
  path: string;
  text: string;
}

/** A surrogate outside a pair: with the `u` flag, paired surrogates read as one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

const textFault = (text: string): string | null =>
  text.includes('\u0000') ? NUL_REFUSED : LONE_SURROGATE.test(text) ? INVALID_CHAR_REFUSED : null;

/**
 * The first thing in a parsed JSON value that no column can take: a string or key holding U+0000
 * or a lone surrogate, or nesting deeper than {@link MAX_DEPTH} (answered at the first level past
 * it). Walks with its own stack, so a body nested 10,000 deep costs a few steps, not the call stack.
 * `null` when the value is fine.
 */
export function bodyFault(value: unknown): BodyFault | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      const text = textFault(item.value);
      if (text) return { path: item.path || 'body', text };
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) return { path: item.path || 'body', text: TOO_DEEP };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    // Pushed in reverse so the first field is looked at first, as a reader would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      const path = join(item.path, key);
      const keyText = textFault(key);
      if (keyText) return { path, text: keyText };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** The dotted path of the first {@link bodyFault} in a parsed JSON value, or `null`. */
export function nulPath(value: unknown): string | null {
  return bodyFault(value)?.path ?? null;
}

/**
 * PostgreSQL text cannot hold U+0000 or a lone surrogate, and a deeply nested body overflowed the
 * walk that looked for them: such bodies that passed validation failed later as a 500 (issue 13
 * §5, issue 29 §5). Every parsed body and query string is checked once here, before validation,
 * and refused with 422 in the spec's envelope naming the field; a path parameter holding one is a 404.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // A NUL in an address names nothing that can exist.
    if (bodyFault(request.params)) throw notFound();
    const fault = bodyFault(request.body) ?? bodyFault(request.query);
    if (fault) throw invalid({ [fault.path]: [fault.text] });
  });
}
