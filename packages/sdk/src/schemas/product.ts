import { z } from 'zod';
import { currencySchema, isoDateTime } from './common';

/**
 * An account product as `GET /products` answers it (000 §3 Product). Prices are major units
 * (`null` when not set); `image` is an absolute image URL; `migrated` is set by `POST /product/{id}/migrate`.
 */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number().nullable(),
  sales_price: z.number().nullable(),
  currency: currencySchema,
  image: z.string().nullable(),
  link: z.string().nullable(),
  migrated: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;

/** A price as typed: a number, or text where a comma stands for the decimal point (001 §5); empty is none. */
export const priceInputSchema = z.union([z.number(), z.string().max(32)]).nullable();

/**
 * `POST /product`, `PUT /product/{id}`. The server re-checks the rules of `validateProduct`
 * (name required, max 128; sales price lower than price) and answers 422 with per-field messages.
 */
export const productInputSchema = z.object({
  name: z.string().max(1000),
  sku: z.string().max(128).nullable().optional(),
  price: priceInputSchema.optional(),
  sales_price: priceInputSchema.optional(),
  currency: currencySchema.default('eur'),
  image: z.string().max(2048).nullable().optional(),
  link: z.string().max(2048).nullable().optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** `GET /product/{id}/relations`: the players (not deleted) that carry the product. */
export const productRelationSchema = z.object({ id: z.number().int(), title: z.string() });
export type ProductRelation = z.infer<typeof productRelationSchema>;
