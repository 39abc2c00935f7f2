import { demoAccountsSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccountByEmail } from '../accounts/repository';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { PUBLIC } from '../http/openapi';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/seed';

/**
 * `GET /auth/demo-accounts` (public): the demo sign-in the sign-in page prints, only on a server with
 * demo accounts (`config.demoAccounts`: never in production) whose demo account exists; otherwise
 * `{ demo: null }`, and the page names no credentials.
 */
export function demoAccountRoutes(scope: FastifyInstance, db: Db, config: Config) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/auth/demo-accounts',
    { schema: { response: okAnswer(demoAccountsSchema), ...PUBLIC } },
    async () => {
      if (!config.demoAccounts) return ok({ demo: null });
      const found = await findAccountByEmail(db, DEMO_EMAIL);
      return ok({ demo: found ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null });
    },
  );
}
