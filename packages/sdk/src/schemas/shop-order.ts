import { z } from 'zod';

/** The most line items one reported order may carry. */
export const SHOP_ORDER_MAX_ITEMS = 200;

/**
 * One line of a shop order (issue 16 §4): the shop's product as the player knows it, matched to one
 * of the player's products by `feed_item_id`, else by `sku`, else by `link` (the product page
 * address the shop plugin synced). `quantity` in pieces, `total` the line's price in major units of
 * the order's currency.
 */
export const shopOrderItemSchema = z.object({
  feed_item_id: z.number().int().positive().max(2_147_483_647).optional(),
  sku: z.string().trim().max(128).optional(),
  link: z.string().trim().max(2048).optional(),
  quantity: z.number().int().min(1).max(1_000_000),
  total: z.number().min(0).max(1e10),
});
export type ShopOrderItem = z.infer<typeof shopOrderItemSchema>;

/**
 * Body of `POST /stream/{id}/orders` (issue 16 §4 purchase attribution): an order a shop plugin
 * attributes to the player (a viewer clicked one of its products before buying), sent server to
 * server with a site token that may manage players. `order_id` is the shop's own order number, so
 * the same order reported twice counts once; `visitor_id` the player's analytics visitor (from the
 * attribution cookie) so the purchase counts for the same viewer.
 */
export const shopOrderInputSchema = z.object({
  order_id: z.string().trim().min(1).max(100),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'The currency is a three-letter code.'),
  visitor_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'An id of 8 to 64 letters, digits, _ or -.')
    .optional(),
  items: z.array(shopOrderItemSchema).min(1).max(SHOP_ORDER_MAX_ITEMS),
});
export type ShopOrderInput = z.input<typeof shopOrderInputSchema>;

/**
 * What `POST /stream/{id}/orders` answers: `purchases` the order's lines counted as purchases of the
 * player's products (one per matched line), `unmatched` the lines that name none of them, and
 * `duplicate` true when this order was reported before (nothing is counted again).
 */
export const shopOrderResultSchema = z.object({
  purchases: z.number().int(),
  unmatched: z.number().int(),
  duplicate: z.boolean(),
});
export type ShopOrderResult = z.infer<typeof shopOrderResultSchema>;
