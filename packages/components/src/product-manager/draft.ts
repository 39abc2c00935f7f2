import type { FeedItem, FeedItemInput, Product } from '@smuc/sdk';

/**
 * A player's product as the manager edits it: texts as typed (prices may use a comma, times are
 * `hh:mm:ss`), `key` stable across saves, `id` only once saved, `updated` when it differs from the
 * server (edited, moved, toggled) — 001 §3/§4.
 */
export interface FeedDraft {
  key: string;
  id?: number;
  product_id: number | null;
  updated: boolean;
  ordno: number;
  link: string;
  link_open_in: '_blank' | '_self';
  image: string;
  image_link: string;
  title: string;
  description: string;
  price: string;
  sales_price: string;
  /**
   * The currency the prices were given in when they came from elsewhere (an account product, a
   * fetched page), `''` when typed here (the player's). The rules refuse another currency.
   */
  currency: string;
  alternate_text: string;
  sku: string;
  quantity: string;
  cta: string;
  card_click_tracking: string;
  link_click_tracking: string;
  payable: boolean;
  show_in_feed: boolean;
  pinned: boolean;
  pinned_from: string;
  pinned_to: string;
  first_from: string;
  first_to: string;
}

let counter = 0;
/** A key for a draft not saved yet (unique per page). */
export const newKey = () => `new-${Date.now().toString(36)}-${++counter}`;

const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** An empty form (001 §3 defaults: opens in a new tab, visible, not payable, not pinned). */
export function emptyDraft(): FeedDraft {
  return {
    key: newKey(),
    product_id: null,
    updated: true,
    ordno: 0,
    link: '',
    link_open_in: '_blank',
    image: '',
    image_link: '',
    title: '',
    description: '',
    price: '',
    sales_price: '',
    currency: '',
    alternate_text: '',
    sku: '',
    quantity: '',
    cta: '',
    card_click_tracking: '',
    link_click_tracking: '',
    payable: false,
    show_in_feed: true,
    pinned: false,
    pinned_from: '',
    pinned_to: '',
    first_from: '',
    first_to: '',
  };
}

/** A saved item → its draft (clean). */
export function fromFeedItem(item: FeedItem): FeedDraft {
  return {
    ...emptyDraft(),
    key: item.uniqueKey,
    id: item.id,
    product_id: item.product_id,
    updated: false,
    ordno: item.ordno,
    link: s(item.link),
    link_open_in: item.link_open_in,
    image: s(item.image),
    image_link: s(item.image_link),
    title: item.title,
    description: s(item.description),
    price: s(item.price),
    sales_price: s(item.sales_price),
    alternate_text: s(item.alternate_text),
    sku: s(item.sku),
    quantity: s(item.quantity),
    cta: s(item.cta),
    card_click_tracking: s(item.card_click_tracking),
    link_click_tracking: s(item.link_click_tracking),
    payable: item.payable,
    show_in_feed: item.show_in_feed,
    pinned: item.pinned,
    pinned_from: s(item.pinned_from),
    pinned_to: s(item.pinned_to),
    first_from: s(item.first_from),
    first_to: s(item.first_to),
  };
}

/** An account product → a new, unsaved draft linked to it (`product_id`). */
export function fromProduct(p: Product): FeedDraft {
  return {
    ...emptyDraft(),
    product_id: p.id,
    title: p.name,
    sku: s(p.sku),
    price: s(p.price),
    sales_price: s(p.sales_price),
    currency: p.currency,
    image: s(p.image),
    link: s(p.link),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** A draft → the write body of the feed item calls; `ordno` is its list position. */
export function toInput(d: FeedDraft, ordno: number): FeedItemInput & { id?: number } {
  return {
    ...(d.id !== undefined ? { id: d.id } : {}),
    product_id: d.product_id,
    link: orNull(d.link),
    link_open_in: d.link_open_in,
    image: orNull(d.image),
    image_link: orNull(d.image_link),
    title: d.title,
    description: orNull(d.description),
    price: orNull(d.price),
    sales_price: orNull(d.sales_price),
    currency: orNull(d.currency),
    alternate_text: orNull(d.alternate_text),
    sku: orNull(d.sku),
    quantity: d.quantity.trim() === '' ? null : Number(d.quantity),
    cta: orNull(d.cta),
    card_click_tracking: orNull(d.card_click_tracking),
    link_click_tracking: orNull(d.link_click_tracking),
    payable: d.payable,
    show_in_feed: d.show_in_feed,
    pinned: d.pinned,
    ordno,
    pinned_from: orNull(d.pinned_from),
    pinned_to: orNull(d.pinned_to),
    first_from: orNull(d.first_from),
    first_to: orNull(d.first_to),
  };
}
