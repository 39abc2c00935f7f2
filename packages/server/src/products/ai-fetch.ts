import { type FetchedProduct, fetchedProductSchema } from '@smuc/sdk';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import type { ProductFetchSettings } from './settings';

/** The spec's AI fetch failure text (001 §8). */
export const AI_FETCH_FAILED =
  'Failed to fetch and generate metadata using AI. Please try again later, or choose another method.';

/** The page text an AI model reads: tags, scripts and styles removed, at most 12,000 characters. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 12_000);
}

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const modelProductSchema = z.object({
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  price: z.union([z.number(), z.string()]).nullable().optional(),
  currency: z.string().nullable().optional(),
  sku: z.string().nullable().optional(),
});

/**
 * Asks the configured OpenAI-compatible endpoint (`POST {AI_FETCH_URL}/chat/completions`, JSON
 * answer) to read the product on a page already fetched through the SSRF guard. Any failure (not
 * configured, HTTP error, time-out after 30 s, unreadable answer) raises HttpError 502 with
 * {@link AI_FETCH_FAILED}.
 */
export async function aiExtract(
  ai: NonNullable<ProductFetchSettings['ai']>,
  pageUrl: string,
  html: string,
): Promise<FetchedProduct> {
  const fail = () => new HttpError(502, AI_FETCH_FAILED, { code: 'ai_fetch_failed' });
  let content: string;
  try {
    const response = await fetch(`${ai.url}/chat/completions`, {
      method: 'POST',
      signal: AbortSignal.timeout(30_000),
      headers: {
        'content-type': 'application/json',
        ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: ai.model,
        response_format: { type: 'json_object' },
        messages: [
          {
            role: 'system',
            content:
              'You read a web shop page and answer only a JSON object with the keys title, description, image (absolute URL), price (number), currency (ISO 4217 code) and sku; use null for anything the page does not say.',
          },
          { role: 'user', content: `URL: ${pageUrl}\n\n${pageText(html)}` },
        ],
      }),
    });
    if (!response.ok) throw fail();
    content = answerSchema.parse(await response.json()).choices[0]!.message.content;
  } catch {
    throw fail();
  }
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  const parsed = modelProductSchema.safeParse(json ? safeJson(json) : null);
  if (!parsed.success) throw fail();
  const p = parsed.data;
  const price = p.price === null || p.price === undefined ? null : Number(String(p.price).replace(',', '.'));
  return fetchedProductSchema.parse({
    url: pageUrl,
    title: p.title ?? null,
    description: p.description ?? null,
    image: p.image ?? null,
    price: price !== null && Number.isFinite(price) && price > 0 ? price : null,
    currency: p.currency ? p.currency.toLowerCase() : null,
    sku: p.sku ?? null,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
