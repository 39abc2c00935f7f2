import type { FeedItemInput } from '@smuc/sdk';
import { decodeHTML } from 'entities';
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

/**
 * A field's text with every character reference decoded (issue 21 §3): the XML is read with entity
 * processing off (so a document's own and external entities never expand), then named HTML
 * entities and numeric references (`&#39;`, `&#x2013;`, `&nbsp;`) are decoded here by `entities`.
 * CSV cells pass through the same decoder, as shops export HTML-escaped titles there too.
 */
const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === 'object') {
    const o = v as Fields;
    return text(o['#text'] ?? o['@_href'] ?? null);
  }
  const s = decodeHTML(String(v)).trim();
  return s === '' ? null : s;
};

/**
 * An item's link: `g:link`, RSS `<link>`, or the Atom `<link>` whose `rel` is `alternate` (or has
 * no `rel`, which means alternate) — never `rel="self"` or another relation (issue 21 §5).
 */
function linkOf(o: Fields): string | null {
  const g = o['g:link'];
  if (g !== undefined) return text(g);
  const links = Array.isArray(o.link) ? (o.link as unknown[]) : o.link === undefined ? [] : [o.link];
  for (const l of links) {
    if (l && typeof l === 'object') {
      const rel = (l as Fields)['@_rel'];
      if (rel === undefined || rel === 'alternate')
        return text((l as Fields)['@_href'] ?? (l as Fields)['#text']);
    } else return text(l);
  }
  return null;
}

/** A Google Merchant Center field, with or without the `g:` prefix. */
const field = (o: Fields, name: string) => o[`g:${name}`] ?? o[name];

/**
 * Maps Google Merchant Center fields to a feed item (id → sku, sale_price → sales_price). Prices keep
 * the currency they are written with (`7990 HUF`): the product rules compare it with the player's
 * (issue 21 §1); a `currency` column, where a CSV has one, counts the same.
 */
function toItem(o: Fields): FeedItemInput {
  const link = linkOf(o);
  const currency = text(field(o, 'currency'));
  return {
    title: (text(field(o, 'title')) ?? '').slice(0, 1000),
    description: text(field(o, 'description') ?? o.summary ?? o.content)?.slice(0, 5000) ?? null,
    link: link?.slice(0, 2048) ?? null,
    image: text(field(o, 'image_link'))?.slice(0, 2048) ?? null,
    price: text(field(o, 'price'))?.slice(0, 32) ?? null,
    sales_price: text(field(o, 'sale_price'))?.slice(0, 32) ?? null,
    sku: text(field(o, 'id'))?.slice(0, 128) ?? null,
    ...(currency ? { currency: currency.slice(0, 8) } : {}),
  };
}

const asArray = (v: unknown): Fields[] => (Array.isArray(v) ? v : v ? [v] : []) as Fields[];

/**
 * Reads a Google Merchant Center product feed: RSS 2.0 (`rss > channel > item`) or Atom
 * (`feed > entry`) with the `g:` namespace (fast-xml-parser, entities of the document itself not
 * expanded), or a CSV / TSV (delimiter detected) whose header uses the same column names
 * (`id,title,description,link,image_link,price,sale_price`, `g:` prefix optional). `body` is text
 * already decoded by its declared charset (see `decodeBody`). Raises an Error with the user's text when the
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
    // Off: no entity of the document (or an external one) expands; `text()` decodes references.
    processEntities: false,
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
    delimiter: delimiterOf(body),
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.some((h) => h === 'title' || h === 'g:title'))
    throw new Error('The CSV feed needs a title column.');
  return parsed.data;
}

/** The header line's most frequent separator among tab, comma, semicolon and pipe (a TSV's titles often hold commas). */
function delimiterOf(body: string): string {
  const header = body.slice(0, body.search(/\r?\n|$/));
  let best = ',';
  let most = 0;
  for (const d of ['\t', ',', ';', '|']) {
    const n = header.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}
