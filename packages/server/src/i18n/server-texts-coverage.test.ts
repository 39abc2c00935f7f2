import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textKeyOf } from '@smuc/sdk';
import { describe, expect, it } from 'vitest';

/** Sentences of the server that no person reads in the dashboard: they stay English. */
const MACHINE_FACING = new Set([
  'Too many events. Please try again later.',
  'This request came from a page that may not act with your session. Sign in on the dashboard itself, or call the API with a token.',
  'Invalid media service token.',
  'Masquerade starts only from this dashboard.',
  'Too many checkouts from this address. Please try again later.',
  'No client secret.',
  'The Stripe signature of this event does not verify.',
  // Not an error: the instruction the product fetch by link gives the AI service.
  'You read a web shop page and answer only a JSON object with the keys title, description, image (absolute URL), price (number), currency (ISO 4217 code) and sku; use null for anything the page does not say.',
]);

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/**
 * Issue 17: every sentence the server raises as an error (a quoted text handed to `invalid`,
 * `HttpError`, `notFound`, `forbidden`, `unauthorized`, or a `*_MESSAGE`/`*_NOT_FOUND` constant:
 * every capitalised quoted sentence of a file that raises errors)
 * has a key in the sdk's server texts, so a Hungarian user never meets it in English; the few
 * machine-facing ones (and one sentence that is not an error) are listed above.
 */
describe('server texts coverage', () => {
  it('every error sentence of the server has a key in the sdk texts', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const src = readFileSync(file, 'utf8');
      if (!/invalid\(|HttpError\(|notFound\(|forbidden\(|unauthorized\(|_MESSAGE|_NOT_FOUND/.test(src))
        continue;
      for (const m of src.matchAll(/'([A-Z][^'\n]{8,}[.!])'/g)) {
        const text = m[1] as string;
        if (MACHINE_FACING.has(text) || textKeyOf(text)) continue;
        missing.push(`${file.slice(SRC.length)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
