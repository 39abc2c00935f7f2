import {
  type ProductInput,
  parsePrice,
  productInputSchema,
  productRelationSchema,
  productSchema,
  validateProduct,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { invalid, notFound } from '../http/errors';
import { withAnswer } from '../http/openapi';
import { idParams } from '../http/validate';
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

/** Re-checks a declared product write against the rules of `validateProduct` (422 with per-field texts). */
function productValues(input: z.output<typeof productInputSchema>) {
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

/**
 * `/products`, `/product`, `/product/{id}`, `/product/{id}/relations`, `/product/{id}/migrate` (000 §7
 * Products). A masqueraded session may not delete a product (403, 000 §6).
 */
export function productRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const list = { schema: { response: okAnswer(z.array(productSchema)) } };
  const write = { schema: { params: idParams, body: productInputSchema } };
  const byId = { schema: { params: idParams } };
  // Deleting is the destructive action on the catalogue (000 §6); adding and editing stay open to
  // a masquerade, as uploading fonts does while deleting one is refused.
  const remove = { ...byId, config: { masquerade: 'refuse' as const } };

  app.get('/products', list, async (request) => {
    const account = await requireAccount(db, request);
    return ok((await listProducts(db, account.id)).map(toProduct));
  });

  app.post(
    '/product',
    {
      schema: { answer: productSchema, answerStatus: 201, body: productInputSchema },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const row = await insertProduct(db, account.id, productValues(request.body));
      reply.status(201);
      return ok(toProduct(row));
    },
  );

  app.put('/product/:id', withAnswer(write, productSchema), async (request) => {
    const account = await requireAccount(db, request);
    const productId = request.params.id;
    const values = productValues(request.body);
    const row = await updateProduct(db, account.id, productId, values);
    if (!row) throw notFound(NOT_FOUND);
    return ok(toProduct(row));
  });

  app.delete('/product/:id', withAnswer(remove, z.object({ id: z.number().int() })), async (request) => {
    const account = await requireAccount(db, request);
    const productId = request.params.id;
    if (!(await softDeleteProduct(db, account.id, productId))) throw notFound(NOT_FOUND);
    return ok({ id: productId });
  });

  app.get('/product/:id/relations', withAnswer(byId, z.array(productRelationSchema)), async (request) => {
    const account = await requireAccount(db, request);
    const productId = request.params.id;
    if (!(await findProduct(db, account.id, productId))) throw notFound(NOT_FOUND);
    return ok(await productRelations(db, account.id, productId));
  });

  /** Marks the product migrated (000 §4); calling it again changes nothing. */
  app.post('/product/:id/migrate', withAnswer(byId, productSchema), async (request) => {
    const account = await requireAccount(db, request);
    const row = await updateProduct(db, account.id, request.params.id, { migrated: true });
    if (!row) throw notFound(NOT_FOUND);
    return ok(toProduct(row));
  });
}
