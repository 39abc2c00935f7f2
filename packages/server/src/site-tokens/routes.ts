import { createdSiteTokenSchema, siteTokenInputSchema, siteTokenSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { wordpressZipRoute } from '../hosts/wordpress-zip';
import { ok, okAnswer } from '../http/envelope';
import { notFound } from '../http/errors';
import { installSiteTokenGuard } from './auth';
import { createSiteToken, listSiteTokens, revokeSiteToken, toSiteToken } from './store';

/**
 * Site tokens of the Integrations page (000 §2): `GET /site-tokens` (live tokens, never the token
 * itself), `POST /site-tokens {name, scopes}` (answers the token once), `DELETE /site-tokens/{id}`
 * (revoke; 404 for another account's id). A site token cannot manage site tokens (no scope covers
 * these routes), and creating or revoking is refused to masqueraded sessions (account credentials).
 * Installs the site token guard on the API context it is given.
 */
export function siteTokenRoutes(app: FastifyInstance, db: Db) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Scope checks before validation, for every route of this API context (issue 16 §2).
  installSiteTokenGuard(app, db);
  wordpressZipRoute(app);

  api.get('/site-tokens', { schema: { response: okAnswer(z.array(siteTokenSchema)) } }, async (request) => {
    const account = await requireAccount(db, request);
    return ok((await listSiteTokens(db, account.id)).map(toSiteToken));
  });

  api.post(
    '/site-tokens',
    {
      config: { masquerade: 'refuse', idempotent: true },
      schema: { body: siteTokenInputSchema, response: okAnswer(createdSiteTokenSchema) },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const { row, token } = await createSiteToken(db, account.id, request.body.name, request.body.scopes);
      return ok({ ...toSiteToken(row), token });
    },
  );

  api.delete(
    '/site-tokens/:id',
    {
      config: { masquerade: 'refuse' },
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        answer: z.null(),
      },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      if (!(await revokeSiteToken(db, account.id, request.params.id)))
        throw notFound('The requested token was not found.');
      return ok(null);
    },
  );
}
