import type { FetchedProduct } from '@smuc/sdk';

/** Decodes the few HTML entities shops put in attribute values and titles. */
function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The attributes of one start tag, names lower-cased. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    out[m[1]!.toLowerCase()] = decode(m[3] ?? m[4] ?? m[5] ?? '');
  }
  return out;
}

/** `<meta property|name=… content=…>` pairs, first one wins. */
function metaTags(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const key = (a.property ?? a.name ?? a.itemprop ?? '').toLowerCase();
    if (key && a.content !== undefined && !out.has(key)) out.set(key, a.content);
  }
  return out;
}

type Json = Record<string, unknown>;

/** Every object in the page's JSON-LD blocks, `@graph` flattened. */
function jsonLd(html: string): Json[] {
  const out: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      out.push(value as Json);
      const graph = (value as Json)['@graph'];
      if (graph) visit(graph);
    }
  };
  for (const m of html.matchAll(
    /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    try {
      visit(JSON.parse(m[1]!));
    } catch {
      // A broken block is skipped; the other sources may still describe the product.
    }
  }
  return out;
}

const isType = (o: Json, type: string) => {
  const t = o['@type'];
  return Array.isArray(t) ? t.includes(type) : t === type;
};
const str = (v: unknown): string | null => {
  if (typeof v === 'string' && v.trim() !== '') return decode(v);
  if (typeof v === 'number') return String(v);
  return null;
};
const firstOf = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const num = (v: unknown): number | null => {
  const s = str(v);
  if (s === null) return null;
  const n = Number(s.replace(/[^\d.,]/g, '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
};

function imageOf(v: unknown): string | null {
  const first = firstOf(v);
  if (first && typeof first === 'object') return str((first as Json).url ?? (first as Json).contentUrl);
  return str(first);
}

/**
 * Reads what a product page says about itself, in order of trust: schema.org `Product` JSON-LD
 * (name, description, image, sku, offers.price / priceCurrency), then OpenGraph (`og:title`,
 * `og:description`, `og:image`, `product:price:amount` / `og:price:amount` and currency), then plain
 * meta tags and `<title>`. Relative image URLs are resolved against `pageUrl`. Unknown parts are null.
 */
export function extractProductMetadata(html: string, pageUrl: string): FetchedProduct {
  const product = jsonLd(html).find((o) => isType(o, 'Product'));
  const meta = metaTags(html);
  const offer = product ? (firstOf(product.offers) as Json | undefined) : undefined;
  const offerPrice = offer
    ? (offer.price ?? offer.lowPrice ?? (firstOf(offer.priceSpecification) as Json | undefined)?.price)
    : undefined;
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const image =
    imageOf(product?.image) ??
    meta.get('og:image') ??
    meta.get('og:image:url') ??
    meta.get('twitter:image') ??
    null;
  let absoluteImage: string | null = null;
  if (image) {
    try {
      absoluteImage = new URL(image, pageUrl).toString();
    } catch {
      absoluteImage = null;
    }
  }
  const currency =
    str(offer?.priceCurrency) ?? meta.get('product:price:currency') ?? meta.get('og:price:currency') ?? null;
  return {
    url: pageUrl,
    title:
      str(product?.name) ??
      meta.get('og:title') ??
      meta.get('twitter:title') ??
      (titleTag ? decode(titleTag) : null),
    description: str(product?.description) ?? meta.get('og:description') ?? meta.get('description') ?? null,
    image: absoluteImage,
    price: num(offerPrice) ?? num(meta.get('product:price:amount')) ?? num(meta.get('og:price:amount')),
    currency: currency ? currency.toLowerCase() : null,
    sku: str(product?.sku) ?? str(product?.mpn) ?? meta.get('product:retailer_item_id') ?? null,
  };
}
