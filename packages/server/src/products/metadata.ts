import { currencyOf, type FetchedProduct, parseMoney } from '@smuc/sdk';
import { decodeHTML } from 'entities';
import { DomUtils, parseDocument } from 'htmlparser2';

type El = ReturnType<typeof DomUtils.findAll>[number];
type Json = Record<string, unknown>;

/** Text with character references decoded and white space collapsed; `null` when empty. */
function clean(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = decodeHTML(v).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

const str = (v: unknown): string | null => {
  if (typeof v === 'string') return clean(v);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};
const firstOf = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** A schema.org type without its vocabulary prefix (`https://schema.org/Offer`, `schema:Offer` → `Offer`). */
const typesOf = (o: Json): string[] => asList(o['@type']).map((t) => String(t).replace(/^.*[/:#]/, ''));
const isType = (o: Json, ...types: string[]) => typesOf(o).some((t) => types.includes(t));

/** A price as a page writes it (`1,850.00`, `"1.299,00"`, `19.9`) → amount and written currency. */
function moneyOf(v: unknown): { amount: number | null; currency: string | null } {
  const s = str(v);
  if (s === null) return { amount: null, currency: null };
  const m = parseMoney(s);
  return m.amount !== null && Number.isFinite(m.amount) && m.amount > 0
    ? m
    : { amount: null, currency: null };
}

/** Every object of the page's JSON-LD blocks, `@graph` flattened; broken blocks are skipped. */
function jsonLd(doc: ReturnType<typeof parseDocument>): Json[] {
  const out: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      out.push(value as Json);
      const graph = (value as Json)['@graph'];
      if (graph) visit(graph);
    }
  };
  const scripts = DomUtils.findAll(
    (e) => e.name === 'script' && /application\/ld\+json/i.test(e.attribs.type ?? ''),
    doc.children,
  );
  for (const s of scripts) {
    const parsed = parseJsonLd(DomUtils.textContent(s));
    // A block that is broken even after repair is skipped; the other sources may still describe the product.
    if (parsed !== undefined) visit(parsed);
  }
  return out;
}

/**
 * A JSON-LD block as shops really write it: strict JSON first, then (when that fails) the same text
 * repaired the way browsers' and search engines' readers tolerate it — raw line breaks and tabs
 * inside strings escaped (a product description pasted with its new lines), `//` and `/* … *\/`
 * comments outside strings dropped, a trailing comma before `}` or `]` dropped, and a CDATA
 * wrapper removed. `undefined` when even the repaired text is not JSON.
 */
export function parseJsonLd(source: string): unknown {
  const text = source.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(repairJson(text));
    } catch {
      return undefined;
    }
  }
}

function repairJson(source: string): string {
  const text = source.replace(/^(?:\/\/\s*)?<!\[CDATA\[/, '').replace(/(?:\/\/\s*)?\]\]>$/, '');
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        out += c + (text[i + 1] ?? '');
        i++;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (c === '\n') out += '\\n';
      else if (c === '\r') out += '\\r';
      else if (c === '\t') out += '\\t';
      else if (c < ' ') out += `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
      else out += c;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else if (c === '}' || c === ']') out = out.replace(/,\s*$/, '') + c;
    else out += c;
  }
  return out;
}

/** A schema.org `priceType` naming the regular (crossed-out) price rather than the one paid. */
const isRegularPrice = (priceType: unknown) =>
  ['ListPrice', 'StrikethroughPrice', 'MSRP'].includes(String(priceType ?? '').replace(/^.*[/:#]/, ''));

/** What one offer says: current price, a higher regular price when given, and the currency. */
interface OfferPrices {
  price: number | null;
  regular: number | null;
  currency: string | null;
}

/**
 * Prices of `offers` in any shape schema.org allows: one `Offer`, an array (the first with a
 * price), or an `AggregateOffer` (its `lowPrice`, or its own `offers`). A `priceSpecification`
 * whose `priceType` is `ListPrice` / `StrikethroughPrice` is the regular price; the offer's own
 * price (or a plain specification) is the current one.
 */
function offerPrices(offers: unknown): OfferPrices {
  for (const raw of asList(offers)) {
    if (!raw || typeof raw !== 'object') continue;
    const o = raw as Json;
    if (isType(o, 'AggregateOffer') && o.lowPrice === undefined && o.price === undefined && o.offers)
      return offerPrices(o.offers);
    let current = moneyOf(o.price ?? o.lowPrice);
    let regular: number | null = null;
    let currency = str(o.priceCurrency);
    for (const specRaw of asList(o.priceSpecification)) {
      if (!specRaw || typeof specRaw !== 'object') continue;
      const spec = specRaw as Json;
      const m = moneyOf(spec.price);
      if (m.amount === null) continue;
      if (isRegularPrice(spec.priceType)) regular = m.amount;
      else if (current.amount === null) current = m;
      currency ??= str(spec.priceCurrency);
    }
    if (current.amount === null && regular === null) continue;
    return {
      price: current.amount,
      regular: regular !== null && current.amount !== null && regular > current.amount ? regular : null,
      currency: currency ?? current.currency,
    };
  }
  return { price: null, regular: null, currency: null };
}

/** The JSON-LD product: a `Product`, or a `ProductGroup` completed from its first variant. */
function productOf(objects: Json[]): { product: Json; offers: unknown } | null {
  const product = objects.find((o) => isType(o, 'Product'));
  const group = objects.find((o) => isType(o, 'ProductGroup'));
  if (group && (!product || asList(group.hasVariant).includes(product))) {
    const variants = asList(group.hasVariant).filter((v): v is Json => !!v && typeof v === 'object');
    const withOffer = variants.find((v) => offerPrices(v.offers).price !== null);
    return {
      product: { ...(variants[0] ?? {}), ...group, sku: group.sku ?? variants[0]?.sku },
      offers: group.offers ?? withOffer?.offers,
    };
  }
  return product ? { product, offers: product.offers } : null;
}

/**
 * schema.org microdata of the first `itemtype=…/Product` scope: its `itemprop`s (name,
 * description, image, sku, and price / priceCurrency from a nested `offers` scope), first value
 * wins. A `priceSpecification` scope of the offer whose `priceType` is a regular price
 * (`ListPrice`, `StrikethroughPrice`, `MSRP`) gives `listPrice` (issue 28 §4); other
 * specifications are not read. Other nested scopes (brand, review, …) are not read, so their
 * `name` is not the product's.
 */
function microdata(doc: ReturnType<typeof parseDocument>): Map<string, string> {
  const scope = DomUtils.findOne(
    (e) => e.attribs.itemscope !== undefined && /schema\.org\/Product$/i.test(e.attribs.itemtype ?? ''),
    doc.children,
  );
  const out = new Map<string, string>();
  if (!scope) return out;
  scopeProps(scope, out, (prop, el) => {
    if (/\boffers\b/.test(prop)) return true;
    if (/\bpriceSpecification\b/.test(prop) && !out.has('listPrice')) {
      const spec = scopeProps(el, new Map(), () => false);
      if (isRegularPrice(spec.get('priceType')) && spec.has('price'))
        out.set('listPrice', spec.get('price')!);
    }
    return false;
  });
  return out;
}

/** A microdata property's value: `content`, an image's `src`, a link's `href`, else its text. */
function itemValue(e: El): string | null {
  const a = e.attribs;
  if (a.content !== undefined) return a.content;
  if (e.name === 'img' || e.name === 'source') return a.src ?? null;
  if (e.name === 'a' || e.name === 'link') return a.href ?? null;
  return DomUtils.textContent(e);
}

/**
 * The `itemprop`s under `el` into `out` (first value wins). A nested `itemscope` is read as part of
 * this one only when `enter(itemprop, element)` says so (it may read the scope on its own instead).
 */
function scopeProps(el: El, out: Map<string, string>, enter: (prop: string, el: El) => boolean) {
  for (const child of DomUtils.getChildren(el)) {
    if (!DomUtils.isTag(child)) continue;
    const prop = child.attribs.itemprop ?? '';
    const nested = child.attribs.itemscope !== undefined;
    if (prop && !nested) {
      const v = clean(itemValue(child));
      for (const name of prop.split(/\s+/)) if (v !== null && !out.has(name)) out.set(name, v);
    }
    if (!nested || enter(prop, child)) scopeProps(child, out, enter);
  }
  return out;
}

/** `<meta property|name|itemprop=… content=…>` pairs, first one wins (values decoded by the parser). */
function metaTags(doc: ReturnType<typeof parseDocument>): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of DomUtils.getElementsByTagName('meta', doc.children)) {
    const a = m.attribs;
    const key = (a.property ?? a.name ?? a.itemprop ?? '').toLowerCase();
    const value = clean(a.content);
    if (key && value !== null && !out.has(key)) out.set(key, value);
  }
  return out;
}

const firstText = (doc: ReturnType<typeof parseDocument>, tag: string) => {
  const el = DomUtils.getElementsByTagName(tag, doc.children, true, 1)[0];
  return el ? clean(DomUtils.textContent(el)) : null;
};

function imageOf(v: unknown): string | null {
  const first = firstOf(v);
  if (first && typeof first === 'object') return str((first as Json).url ?? (first as Json).contentUrl);
  return str(first);
}

/**
 * Reads what a product page says about itself (000 §7, issue 21 §4), parsed with htmlparser2 and
 * decoded by `entities`, in order of trust: schema.org JSON-LD (`Product`, or `ProductGroup` with
 * `hasVariant`; `offers` as one offer, an array or an `AggregateOffer`), then microdata
 * (`itemprop` name, price, priceCurrency, image, a regular-price `priceSpecification`), then
 * OpenGraph / product meta tags (a sale as `product:sale_price:amount` or as the current
 * `product:price:amount` beside `og:price:standard_amount`), then the
 * page's `<h1>` and finally `<title>` for the name. When the page gives a regular and a lower
 * current price, `price` is the regular one and `sales_price` the current one. The currency is
 * lower-case ISO 4217 (from `priceCurrency`, the meta currency, or a code written in the price).
 * Relative image URLs are resolved against `pageUrl`. Unknown parts are null.
 */
export function extractProductMetadata(html: string, pageUrl: string): FetchedProduct {
  const doc = parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true });
  const found = productOf(jsonLd(doc));
  const product = found?.product;
  const micro = microdata(doc);
  const meta = metaTags(doc);

  let prices = offerPrices(found?.offers);
  if (prices.price === null && micro.has('price')) {
    const m = moneyOf(micro.get('price'));
    prices = { price: m.amount, regular: moneyOf(micro.get('listPrice')).amount, currency: m.currency };
  }
  if (prices.price === null) {
    const m = moneyOf(meta.get('product:price:amount') ?? meta.get('og:price:amount'));
    prices = { price: m.amount, regular: null, currency: m.currency };
  }
  // A sale stated in meta tags: either the sale price beside the regular one (PrestaShop), or the
  // current price beside the regular "standard" one (OpenGraph's og:price:standard_amount).
  const metaSale = moneyOf(meta.get('product:sale_price:amount')).amount;
  if (prices.regular === null && metaSale !== null && prices.price !== null && metaSale < prices.price)
    prices = { ...prices, regular: prices.price, price: metaSale };
  const standard = moneyOf(
    meta.get('og:price:standard_amount') ?? meta.get('product:price:standard_amount'),
  ).amount;
  if (prices.regular === null && standard !== null && prices.price !== null && standard > prices.price)
    prices = { ...prices, regular: standard };
  if (prices.regular !== null && prices.price !== null && prices.regular <= prices.price)
    prices = { ...prices, regular: null };

  const currencyText =
    prices.currency ??
    micro.get('pricecurrency') ??
    micro.get('priceCurrency') ??
    meta.get('product:price:currency') ??
    meta.get('og:price:currency') ??
    null;
  const currency = currencyText ? currencyOf(currencyText) : null;

  const image =
    imageOf(product?.image) ??
    micro.get('image') ??
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
  return {
    url: pageUrl,
    title:
      str(product?.name) ??
      micro.get('name') ??
      meta.get('og:title') ??
      meta.get('twitter:title') ??
      firstText(doc, 'h1') ??
      firstText(doc, 'title'),
    description:
      str(product?.description) ??
      micro.get('description') ??
      meta.get('og:description') ??
      meta.get('description') ??
      null,
    image: absoluteImage,
    price: prices.regular ?? prices.price,
    sales_price: prices.regular !== null ? prices.price : null,
    currency,
    sku:
      str(product?.sku) ??
      str(product?.mpn) ??
      micro.get('sku') ??
      micro.get('mpn') ??
      meta.get('product:retailer_item_id') ??
      null,
  };
}
