import { type ProductInput, parsePrice, productInputSchema, validateProduct } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { invalid, notFound } from '../http/errors';
import { parse, routeId } from '../http/validate';
import { issuesToErrors } from './feed-rules';
import {
  findProduct,
  insertProduct,
  listProducts,
  productRelations,
  softDeleteProduct,
  updateProduct,
} from './repository';
import { toProduct } from './serialize';

const NOT_FOUND = 'The requested product was not found.';
const blank = (v: string | null | undefined) => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};
const money = (v: ProductInput['price']) => {
  const n = parsePrice(v ?? null);
  return n === null || Number.isNaN(n) ? null : n.toFixed(2);
};

/** Parses a product write and re-checks the rules of `validateProduct` (422 with per-field texts). */
function productValues(body: unknown) {
  const input = parse(productInputSchema, body);
  const issues = validateProduct(input);
  if (issues.length) throw invalid(issuesToErrors(issues));
  return {
    name: input.name.trim(),
    sku: blank(input.sku),
    price: money(input.price),
    salesPrice: money(input.sales_price),
    currency: input.currency,
    imageUrl: blank(input.image),
    link: blank(input.link),
  };
}

/** `/products`, `/product`, `/product/{id}`, `/product/{id}/relations`, `/product/{id}/migrate` (000 §7 Products). */
export function productRoutes(app: FastifyInstance, db: Db) {
  const id = (request: { params: unknown }) => routeId((request.params as { id: string }).id);

  app.get('/products', async (request) => {
    const account = await requireAccount(db, request);
    return ok((await listProducts(db, account.id)).map(toProduct));
  });

  app.post('/product', async (request, reply) => {
    const account = await requireAccount(db, request);
    const row = await insertProduct(db, account.id, productValues(request.body));
    reply.status(201);
    return ok(toProduct(row));
  });

  app.put('/product/:id', async (request) => {
    const account = await requireAccount(db, request);
    const productId = id(request);
    const values = productValues(request.body);
    const row = await updateProduct(db, account.id, productId, values);
    if (!row) throw notFound(NOT_FOUND);
    return ok(toProduct(row));
  });

  app.delete('/product/:id', async (request) => {
    const account = await requireAccount(db, request);
    const productId = id(request);
    if (!(await softDeleteProduct(db, account.id, productId))) throw notFound(NOT_FOUND);
    return ok({ id: productId });
  });

  app.get('/product/:id/relations', async (request) => {
    const account = await requireAccount(db, request);
    const productId = id(request);
    if (!(await findProduct(db, account.id, productId))) throw notFound(NOT_FOUND);
    return ok(await productRelations(db, account.id, productId));
  });

  /** Marks the product migrated (000 §4); calling it again changes nothing. */
  app.post('/product/:id/migrate', async (request) => {
    const account = await requireAccount(db, request);
    const row = await updateProduct(db, account.id, id(request), { migrated: true });
    if (!row) throw notFound(NOT_FOUND);
    return ok(toProduct(row));
  });
}
