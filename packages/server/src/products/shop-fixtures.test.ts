import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ApiClient, productIssueText, validateFeedItem } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { decodeBody } from './decode-body';
import { parseProductFeed } from './feed-parse';
import { toValues } from './feed-rules';
import { extractProductMetadata } from './metadata';

/**
 * Issue 21: the import over a set of shop feeds and product pages (see fixtures/shops/README.md for
 * what each reproduces), read as bytes and decoded exactly as a fetch would (declared charset).
 */
const dir = join(__dirname, 'fixtures', 'shops');
const bytes = (path: string) => readFileSync(join(dir, path));
const feed = (name: string, contentType: string) =>
  parseProductFeed(decodeBody(bytes(`feeds/${name}`), contentType), contentType);
const page = (name: string, contentType = 'text/html') =>
  extractProductMetadata(decodeBody(bytes(`pages/${name}`), contentType), `https://shop.example/p/${name}`);

/** Each row's refusal text (empty when it imports) in a player of `currency`. */
const verdicts = (rows: ReturnType<typeof parseProductFeed>, currency: string) =>
  rows.map((r) => validateFeedItem(r.item, { currency, payment: null }).map(productIssueText).join(' '));
/** The stored amounts (major units, numeric text) of a row that passed the rules. */
const stored = (row: ReturnType<typeof parseProductFeed>[number]) => {
  const v = toValues(
    {
      ...row.item,
      link_open_in: '_blank',
      title: row.item.title ?? '',
      payable: false,
      show_in_feed: true,
      pinned: false,
    },
    false,
  );
  return [v.price, v.salesPrice];
};

describe('real-shape feeds (issue 21 §1–§3, §5)', () => {
  it('English Merchant Center RSS: references decoded, USD kept and refused in a EUR player', () => {
    const rows = feed('en-merchant-sample.rss.xml', 'application/rss+xml');
    expect(rows.map((r) => r.item.title)).toEqual([
      "Men's Organic Cotton T-Shirt – Black, M",
      'Stainless-Steel Analog Watch, 44\u00a0mm',
      'Gift card',
    ]);
    expect(rows[0]!.item).toMatchObject({
      sku: 'TSHIRT-BLK-M',
      link: 'http://www.example.com/shop?product=tshirt&color=black&size=m',
      price: '24.99 USD',
      sales_price: '19.99 USD',
    });
    expect(verdicts(rows, 'usd')).toEqual(['', '', '']);
    expect(stored(rows[1]!)).toEqual(['1299.00', null]);
    expect(verdicts(rows, 'eur')).toEqual(
      Array(3).fill('The price is in USD, but this player sells in EUR.'),
    );
  });

  it('German windows-1252 RSS: umlauts and typographic quotes survive, comma decimals and groups read', () => {
    const rows = feed('de-shop-windows1252.rss.xml', 'application/xml');
    expect(rows.map((r) => r.item.title)).toEqual([
      'Gießkanne „Klassik“ 10 l, verzinkt',
      'Rasenmäher Akku 36 V „Grünschnitt“',
      'Pflanzkübel Terrakotta Ø 40 cm',
    ]);
    expect(rows[0]!.item.description).toBe(
      'Robuste Gießkanne aus verzinktem Stahlblech – mit Messingbrause. Maße: 55 × 18 cm.',
    );
    expect(verdicts(rows, 'eur')).toEqual(['', '', '']);
    expect(rows.map(stored)).toEqual([
      ['34.95', null],
      ['1299.00', '1099.00'],
      ['29.90', null],
    ]);
  });

  it('Hungarian Latin-2 RSS: ő/ű decoded, HUF rows refused in a EUR player naming both currencies', () => {
    const rows = feed('hu-webshop-latin2.rss.xml', 'text/xml');
    expect(rows.map((r) => r.item.title)).toEqual([
      'Őszi virághagyma-válogatás (25 db)',
      'Fűnyíró zsák, újrahasználható ültetőkészlettel',
      'Kerti kesztyű, bőr',
    ]);
    expect(rows[0]!.item.description).toBe(
      'Tulipán, nárcisz és jácint – ültetés szeptembertől novemberig. Kiszerelés: 25\u00a0db.',
    );
    expect(verdicts(rows, 'huf')).toEqual(['', '', '']);
    expect(rows.map(stored)).toEqual([
      ['7990.00', null],
      ['54990.00', '49990.00'],
      ['2490.00', null],
    ]);
    expect(verdicts(rows, 'eur')).toEqual(
      Array(3).fill('The price is in HUF, but this player sells in EUR.'),
    );
  });

  it('Dutch Atom: the alternate link is taken, never rel="self"', () => {
    const rows = feed('nl-winkel.atom.xml', 'application/atom+xml');
    expect(rows.map((r) => r.item.link)).toEqual([
      'https://www.despaak.example/fietsslot-ketting-110',
      'https://www.despaak.example/fietstas-dubbel',
      'https://www.despaak.example/bidonhouder',
    ]);
    expect(rows[0]!.item).toMatchObject({
      title: 'Fietsslot met ketting, 110\u00a0cm',
      description: 'ART-2 gekeurd kettingslot met één sleutel en reservesleutel.',
      sku: 'DS-77',
    });
    expect(verdicts(rows, 'eur')).toEqual(['', '', '']);
    expect(rows.map(stored)).toEqual([
      ['49.95', null],
      ['89.00', '74.50'],
      ['7.50', null],
    ]);
  });

  it('Indian CSV: INR is not supported; each row is refused naming INR and the player currency', () => {
    const rows = feed('in-store.csv', 'text/csv');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.item).toMatchObject({
      title: 'Cotton Kurta, Indigo Block Print',
      description: 'Hand block printed kurta & matching pocket square',
      price: '1,499.00 INR',
    });
    expect(verdicts(rows, 'eur')).toEqual(
      Array(3).fill('The price is in INR, which is not a supported currency; this player sells in EUR.'),
    );
  });

  it('German TSV: tab delimiter detected although titles hold commas', () => {
    const rows = feed('de-kaffee.tsv', 'text/tab-separated-values');
    expect(rows.map((r) => r.item.title)).toEqual([
      'Espresso-Bohnen, 1 kg, Röstung dunkel',
      'Handmühle „Comandante“',
      'Filterpapier Gr. 4, 100 Stück',
    ]);
    expect(verdicts(rows, 'eur')).toEqual(['', '', '']);
    expect(rows.map(stored)).toEqual([
      ['24.90', null],
      ['1249.00', '1149.00'],
      ['3.49', null],
    ]);
  });

  it('Hungarian semicolon CSV: Ft read as HUF, an ambiguous "12.990" refused with the spec text', () => {
    const rows = feed('hu-bolt-semicolon.csv', 'text/csv');
    expect(rows.map((r) => r.item.title)).toEqual([
      'Bögre „Balaton” 3 dl',
      'Lenvászon kötény',
      'Fűszertartó, 6 részes',
    ]);
    expect(verdicts(rows, 'huf')).toEqual(['', '', 'The price must be a number.']);
    expect(stored(rows[1]!)).toEqual(['8990.00', '7490.00']);
    expect(verdicts(rows, 'eur').slice(0, 2)).toEqual(
      Array(2).fill('The price is in HUF, but this player sells in EUR.'),
    );
  });

  it('Merchant TSV with trailing empty columns trimmed: the short rows are kept, missing cells empty', () => {
    const rows = feed('de-stoffladen-trimmed.tsv', 'text/tab-separated-values');
    expect(
      rows.map((r) => [r.item.sku, r.item.title, r.item.price, r.item.sales_price, r.item.image]),
    ).toEqual([
      [
        'SP-01',
        'Leinen-Geschirrtuch, 2er Set',
        '14,90 EUR',
        '12,90 EUR',
        'https://www.stoffladen.example/img/tuch.jpg',
      ],
      ['SP-02', 'Tischläufer „Salbei“', '29,00 EUR', null, 'https://www.stoffladen.example/img/laeufer.jpg'],
      ['SP-03', 'Servietten, 4er Set', '9,50 EUR', null, null],
    ]);
    expect(verdicts(rows, 'eur')).toEqual(['', '', '']);
  });

  it('UK Atom: £ is GBP, a USD row in a GBP player is refused, CDATA content is the description', () => {
    const rows = feed('uk-books.atom.xml', 'application/atom+xml');
    expect(rows[0]!.item).toMatchObject({
      title: 'The Cartographer’s Daughter (Hardback)',
      description: 'A novel of maps & memory.',
      link: 'https://www.cornerbooks.example/books/cartographers-daughter',
      price: '£16.99',
    });
    expect(verdicts(rows, 'gbp')).toEqual(['', 'The price is in USD, but this player sells in GBP.']);
  });
});

describe('real-shape product pages (issue 21 §3–§4, issue 19 defect 10)', () => {
  it('Shopify: JSON-LD offers array, first priced offer', () => {
    expect(page('shopify-product.html')).toMatchObject({
      title: 'Waxed Canvas Weekender Bag',
      price: 1850,
      sales_price: null,
      currency: 'usd',
      sku: 'NB-WK-01',
      image: 'https://northbound.example/cdn/shop/products/weekender.jpg',
    });
  });
  it('Shopify without JSON-LD: og:price:amount "1,850.00" is 1850', () => {
    expect(page('shopify-og-only.html')).toMatchObject({
      title: 'Linen Throw',
      description: 'Stonewashed European linen, 130 × 180 cm.',
      price: 1850,
      currency: 'gbp',
      image: 'https://hearth.example/cdn/throw.jpg',
    });
  });
  it('WooCommerce: list price and sale price from the price specification; entities decoded', () => {
    expect(page('woocommerce-sale.html')).toMatchObject({
      title: 'Honig-Geschenkset „Sommerwiese“',
      description: 'Drei Gläser Blütenhonig & ein Honiglöffel aus Olivenholz.',
      price: 29.9,
      sales_price: 24.9,
      currency: 'eur',
      sku: 'HS-3',
    });
  });
  it('Magento 2: microdata name, price, currency, image and sku; the brand name is not the product name', () => {
    expect(page('magento2-microdata.html')).toMatchObject({
      title: 'Hero Hoodie',
      description: 'The Hero Hoodie keeps you warm.',
      price: 54,
      currency: 'usd',
      sku: 'MH07',
      image: 'https://luma.example/media/catalog/product/m/h/mh07-gray_main.jpg',
    });
  });
  it('Shoprenter: a Latin-2 page (http-equiv charset) with named entities reads right', () => {
    expect(page('shoprenter-latin2.html')).toMatchObject({
      title: 'Gyapjú takaró „Erdő” – 150 × 200 cm',
      description: 'Puha, meleg merinói gyapjú. Kézi mosás 30 °C-on.',
      price: 24990,
      currency: 'huf',
      image: 'https://shop.example/custom/nagymama/image/data/takaro.jpg',
    });
  });
  it('Shopware 6: ProductGroup with hasVariant gives the group name and the first variant offer', () => {
    expect(page('shopware-productgroup.html')).toMatchObject({
      title: 'Laufschuh „Trail Pro“',
      description: 'Profilsohle für nasse Waldwege.',
      price: 129.95,
      currency: 'eur',
      sku: 'TP-100-42',
      image: 'https://sportwelt.example/media/trail-pro.jpg',
    });
  });
  it('BigCommerce: AggregateOffer lowPrice and an ImageObject image', () => {
    expect(page('bigcommerce-aggregate.html')).toMatchObject({
      title: 'Ceramic Pour-Over Set',
      price: 64,
      currency: 'chf',
      image: 'https://cdn11.kettle.example/images/stencil/pour-over.jpg',
    });
  });
  it('PrestaShop: product meta tags with a sale price', () => {
    expect(page('prestashop-nl.html')).toMatchObject({
      title: 'Theepot gietijzer 0,8 L',
      price: 39.95,
      sales_price: 31.95,
      currency: 'eur',
    });
  });
  it('OpenGraph sale: product:price:amount 120 beside og:price:standard_amount 150 fills both prices', () => {
    expect(page('og-standard-sale.html')).toMatchObject({
      title: 'Merino Beanie – Forest',
      price: 150,
      sales_price: 120,
      currency: 'sek',
    });
  });
  it('Microdata sale: the offer price 120 and its StrikethroughPrice specification 150', () => {
    expect(page('microdata-list-price.html')).toMatchObject({
      title: 'Wanderrucksack 28 L',
      price: 150,
      sales_price: 120,
      currency: 'eur',
      sku: 'WR-28',
    });
  });
  it('Indian shop: "2,499.00" INR read with its currency (the form then refuses INR)', () => {
    const got = page('india-d2c-inr.html');
    expect(got).toMatchObject({ title: 'Handloom Cotton Saree – Tangail', price: 2499, currency: 'inr' });
    expect(
      validateFeedItem(
        { title: got.title, price: got.price, currency: got.currency },
        { currency: 'eur', payment: null },
      ).map(productIssueText),
    ).toEqual(['The price is in INR, which is not a supported currency; this player sells in EUR.']);
  });
  it('xt:Commerce: windows-1252 from the HTTP header only; the h1 is the name before <title>', () => {
    expect(page('xtcommerce-h1-only.html', 'text/html; charset=windows-1252')).toMatchObject({
      title: 'Kneifzange „Profi“ 200 mm – geschmiedet',
      price: null,
      currency: null,
    });
  });
});

describe('over HTTP through the import and fetch routes', () => {
  let server: TestServer;
  let demo: ApiClient;
  let token: string;
  let shops: Server;
  let base: string;
  beforeAll(async () => {
    shops = createServer((req, res) => {
      const path = req.url ?? '/';
      const types: Record<string, string> = {
        '/feeds/hu-webshop-latin2.rss.xml': 'application/rss+xml',
        '/feeds/en-merchant-sample.rss.xml': 'application/rss+xml',
        '/feeds/uk-books.atom.xml': 'application/atom+xml',
        '/feeds/in-spices.atom.xml': 'application/atom+xml',
        '/feeds/de-stoffladen-trimmed.tsv': 'text/tab-separated-values; charset=utf-8',
        '/pages/xtcommerce-h1-only.html': 'text/html; charset=windows-1252',
        '/pages/shoprenter-latin2.html': 'text/html',
      };
      const type = types[path];
      if (!type) {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(200, { 'content-type': type });
      res.end(bytes(path.slice(1)));
    });
    await new Promise<void>((r) => shops.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(shops.address() as AddressInfo).port}`;
    process.env.PRODUCT_FETCH_ALLOW = '127.0.0.1';
    server = await startTestServer();
    delete process.env.PRODUCT_FETCH_ALLOW;
    ({ client: demo, token } = await server.login(DEMO_EMAIL));
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((r) => shops?.close(r));
  });

  it('a Latin-2 HUF feed imports into a HUF player with its letters and amounts', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'HUF import' });
    await demo.streams.update(id, { currency: 'huf' });
    const result = await demo.feedItems.import(id, `${base}/feeds/hu-webshop-latin2.rss.xml`);
    expect(result.rejected).toEqual([]);
    expect(result.items.map((i) => [i.title, i.price, i.sales_price, i.currency])).toEqual([
      ['Őszi virághagyma-válogatás (25 db)', 7990, null, 'huf'],
      ['Fűnyíró zsák, újrahasználható ültetőkészlettel', 54990, 49990, 'huf'],
      ['Kerti kesztyű, bőr', 2490, null, 'huf'],
    ]);
  });
  it('a USD row in a GBP player is refused naming both currencies; the good row still imports', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'GBP import' });
    await demo.streams.update(id, { currency: 'gbp' });
    const result = await demo.feedItems.import(id, `${base}/feeds/uk-books.atom.xml`);
    expect(result.items.map((i) => [i.title, i.price, i.currency])).toEqual([
      ['The Cartographer’s Daughter (Hardback)', 16.99, 'gbp'],
    ]);
    expect(result.rejected).toEqual([
      {
        row: 2,
        message: 'The price is in USD, but this player sells in GBP.',
        title: 'Imported edition – Field Guide to Birds',
        price: '32.00 USD',
      },
    ]);
  });
  it('a USD feed into a EUR player writes nothing', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'EUR import' });
    const answer = await server.fetch(`/stream/${id}/feed-item/import`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/feeds/en-merchant-sample.rss.xml` }),
    });
    expect(answer.status).toBe(422);
    expect((await readJson(answer)).error).toBe('The feed has no product that can be imported.');
    expect(await demo.feedItems.list(id)).toEqual([]);
  });
  it('a TSV whose last rows are cut short imports every row', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'TSV import' });
    const result = await demo.feedItems.import(id, `${base}/feeds/de-stoffladen-trimmed.tsv`);
    expect(result.rejected).toEqual([]);
    expect(result.items.map((i) => [i.sku, i.price, i.sales_price])).toEqual([
      ['SP-01', 14.9, 12.9],
      ['SP-02', 29, null],
      ['SP-03', 9.5, null],
    ]);
  });
  it('a feed wholly in INR answers why: each skipped row with its currency, nothing written', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'INR import' });
    const answer = await server.fetch(`/stream/${id}/feed-item/import`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/feeds/in-spices.atom.xml` }),
    });
    expect(answer.status).toBe(422);
    const body = await readJson(answer);
    expect(body.error).toBe('The feed has no product that can be imported.');
    const inr = 'The price is in INR, which is not a supported currency; this player sells in EUR.';
    expect(body.errors).toEqual({
      url: ['The feed has no product that can be imported.'],
      'rows.1': [inr],
      'rows.2': [inr],
    });
    expect(await demo.feedItems.list(id)).toEqual([]);
  });
  it('the link fetch decodes a page by its HTTP charset and by its http-equiv meta', async () => {
    expect(await demo.feedItems.fetch(`${base}/pages/xtcommerce-h1-only.html`)).toMatchObject({
      title: 'Kneifzange „Profi“ 200 mm – geschmiedet',
    });
    expect(await demo.feedItems.fetch(`${base}/pages/shoprenter-latin2.html`)).toMatchObject({
      title: 'Gyapjú takaró „Erdő” – 150 × 200 cm',
      price: 24990,
      currency: 'huf',
    });
  });
});
