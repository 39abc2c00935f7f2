import type { FeedItemInput } from '@smuc/sdk';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';

/** One row of a product feed as read, before the product rules run; `row` is 1-based. */
export interface FeedRow {
  row: number;
  item: FeedItemInput;
}

/** Most rows one import takes; a larger feed is refused as a whole. */
export const FEED_MAX_ROWS = 5000;

type Fields = Record<string, unknown>;

const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object') {
    const o = v as Fields;
    return text(o['#text'] ?? o['@_href'] ?? null);
  }
  const s = String(v).trim();
  return s === '' ? null : s;
};

/** `12.90 EUR` / `12,90` → `12.90` as text (the rules parse it); null when absent. */
const priceText = (v: unknown) => {
  const s = text(v);
  if (s === null) return null;
  return s.replace(/\s*[A-Za-z]{3}\s*$/, '').trim();
};

/** A Google Merchant Center field, with or without the `g:` prefix. */
const field = (o: Fields, name: string) => o[`g:${name}`] ?? o[name];

/** Maps Google Merchant Center fields to a feed item (id → sku, sale_price → sales_price). */
function toItem(o: Fields): FeedItemInput {
  const link = text(field(o, 'link'));
  return {
    title: (text(field(o, 'title')) ?? '').slice(0, 1000),
    description: text(field(o, 'description') ?? o.summary)?.slice(0, 5000) ?? null,
    link: link?.slice(0, 2048) ?? null,
    image: text(field(o, 'image_link'))?.slice(0, 2048) ?? null,
    price: priceText(field(o, 'price')),
    sales_price: priceText(field(o, 'sale_price')),
    sku: text(field(o, 'id'))?.slice(0, 128) ?? null,
  };
}

const asArray = (v: unknown): Fields[] => (Array.isArray(v) ? v : v ? [v] : []) as Fields[];

/**
 * Reads a Google Merchant Center product feed: RSS 2.0 (`rss > channel > item`) or Atom
 * (`feed > entry`) with the `g:` namespace (fast-xml-parser, entities of the document itself not
 * expanded), or a CSV whose header uses the same column names (`id,title,description,link,
 * image_link,price,sale_price`, `g:` prefix optional). Raises an Error with the user's text when the
 * document is neither or has more than {@link FEED_MAX_ROWS} rows.
 */
export function parseProductFeed(body: string, contentType: string): FeedRow[] {
  const trimmed = body.replace(/^\uFEFF/, '').trimStart();
  const rows = trimmed.startsWith('<') ? parseXml(trimmed) : parseCsv(trimmed, contentType);
  if (rows.length > FEED_MAX_ROWS) throw new Error(`A feed can have at most ${FEED_MAX_ROWS} products.`);
  return rows.map((o, i) => ({ row: i + 1, item: toItem(o) }));
}

function parseXml(body: string): Fields[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    processEntities: true,
    htmlEntities: false,
    parseTagValue: false,
    trimValues: true,
  });
  let doc: Fields;
  try {
    doc = parser.parse(body, true) as Fields;
  } catch {
    throw new Error('The feed is not a valid XML document.');
  }
  const rss = doc.rss as Fields | undefined;
  if (rss) return asArray((rss.channel as Fields | undefined)?.item);
  const feed = doc.feed as Fields | undefined;
  if (feed) return asArray(feed.entry);
  throw new Error('The feed must be an RSS 2.0 or Atom product feed or a CSV file.');
}

function parseCsv(body: string, contentType: string): Fields[] {
  const looksCsv = /csv|text\/plain/i.test(contentType) || /^"?(g:)?(id|title)"?\s*[,;\t]/i.test(body);
  if (!looksCsv) throw new Error('The feed must be an RSS 2.0 or Atom product feed or a CSV file.');
  const parsed = Papa.parse<Fields>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.some((h) => h === 'title' || h === 'g:title'))
    throw new Error('The CSV feed needs a title column.');
  return parsed.data;
}
