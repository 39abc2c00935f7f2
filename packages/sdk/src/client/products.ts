import type { ProductInput } from '../schemas/product';
import type { Http } from './http';

/** The account's products (000 §7 Products). Another account's id raises NotFoundError. */
export function productsResource(http: Http) {
  return {
    /** `GET /products`: every product of the account, newest first. */
    list: (signal?: AbortSignal) =>
      http.call('GET', 'products', (s) => s.z.array(s.productSchema), { signal }),
    /** `POST /product`: 422 ValidationError with per-field messages when a rule is broken. */
    create: (input: ProductInput, signal?: AbortSignal) =>
      http.call('POST', 'product', (s) => s.productSchema, { json: input, signal }),
    /** `PUT /product/{id}`: replaces the product's fields. */
    update: (id: number, input: ProductInput, signal?: AbortSignal) =>
      http.call('PUT', `product/${id}`, (s) => s.productSchema, { json: input, signal }),
    /** `DELETE /product/{id}`: removes it from the list; players keep their copies (feed items). */
    remove: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `product/${id}`, (s) => s.z.object({ id: s.z.number().int() }), { signal }),
    /** `GET /product/{id}/relations`: the players using the product. */
    relations: (id: number, signal?: AbortSignal) =>
      http.call('GET', `product/${id}/relations`, (s) => s.z.array(s.productRelationSchema), { signal }),
    /** `POST /product/{id}/migrate`: marks the product migrated (000 §4). */
    migrate: (id: number, signal?: AbortSignal) =>
      http.call('POST', `product/${id}/migrate`, (s) => s.productSchema, { signal }),
  };
}
