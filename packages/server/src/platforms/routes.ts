import {
  connectedPlatformSchema,
  platformSetupSchema,
  platformTypeSchema,
  youtubeCodeSchema,
} from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Account, requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { connectedPlatforms } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { facebookGraph, isPageAdministrator } from './facebook';
import { issueOAuthState, isValidOAuthState } from './oauth-state';
import { ProviderError } from './provider-error';
import { findPlatform, listPlatforms, toConnectedPlatform, upsertPlatform } from './store';
import { youtubeApi, youtubeConsentUrl } from './youtube';

/** Texts of 000 §8 for platform connections. */
export const PLATFORM_MESSAGES = {
  failed: 'Something went wrong.',
  facebookAuth: 'Facebook authentication failed.',
  notAllowed: 'You are not allowed to do this.',
} as const;

const accessTokenQuery = z.object({
  access_token: z.string().min(1, PLATFORM_MESSAGES.facebookAuth).max(4096),
});
const platformParams = z.object({ type: platformTypeSchema, id: z.string().min(1).max(128) });

/** Connected platforms belong to the short allow-list of accounts (000 §2, §6); others get 403. */
async function allowedAccount(db: Db, request: Parameters<typeof requireAccount>[1]): Promise<Account> {
  const account = await requireAccount(db, request);
  if (!account.allowLive) throw forbidden(PLATFORM_MESSAGES.notAllowed);
  return account;
}

/** A provider that refused or failed: 422 with the spec's toast text; the provider's own text is logged. */
function providerFailure(
  error: unknown,
  log: FastifyInstance['log'],
  message: string = PLATFORM_MESSAGES.failed,
) {
  if (error instanceof ProviderError) {
    log.warn(
      { provider: error.provider, status: error.status, reason: error.message },
      'platform call failed',
    );
    return new HttpError(422, message, { errors: { _: [message] } });
  }
  return error;
}

/**
 * Connected platforms (000 §7): `GET /connected-platforms`, `GET /connected-platforms/setup`,
 * `GET /connected-platforms/facebook/connectable?access_token`, `POST /connected-platforms/facebook/{id}?access_token`,
 * `POST /connected-platforms/youtube {code, redirect_uri}`, `DELETE /connected-platforms/{type}/{id}`.
 * Allow-listed accounts only (403 otherwise); writes refused for masqueraded sessions. Page and
 * refresh tokens are sealed at rest (`crypto/secrets.ts`) and never answered. A provider failure is
 * 422 "Something went wrong." (000 §8), a missing Facebook token 422 "Facebook authentication failed.".
 */
/** 422 text of a YouTube code whose OAuth state this server did not issue to the account. */
export const OAUTH_STATE_REFUSED =
  'The Google sign-in did not start here or took too long. Please try again.';

export function connectedPlatformRoutes(app: FastifyInstance, db: Db, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/connected-platforms',
    { schema: { response: okAnswer(z.array(connectedPlatformSchema)) } },
    async (request) => {
      const account = await allowedAccount(db, request);
      return ok((await listPlatforms(db, account.id)).map(toConnectedPlatform));
    },
  );

  api.get(
    '/connected-platforms/setup',
    {
      schema: {
        querystring: z.object({ redirect_uri: z.url().max(2048) }),
        response: okAnswer(platformSetupSchema),
      },
    },
    async (request) => {
      const account = await allowedAccount(db, request);
      const p = config.platforms;
      return ok({
        facebook: p.facebookAppId ? { app_id: p.facebookAppId, sdk_url: p.facebookSdkUrl } : null,
        youtube:
          p.googleClientId && p.googleClientSecret
            ? {
                consent_url: youtubeConsentUrl(
                  p,
                  request.query.redirect_uri,
                  issueOAuthState(config, account.id),
                ),
              }
            : null,
      });
    },
  );

  api.get(
    '/connected-platforms/:type/connectable',
    {
      schema: {
        params: z.object({ type: z.literal('facebook') }),
        querystring: accessTokenQuery,
        response: okAnswer(z.array(connectedPlatformSchema)),
      },
    },
    async (request) => {
      const account = await allowedAccount(db, request);
      let pages: Awaited<ReturnType<ReturnType<typeof facebookGraph>['pages']>>;
      try {
        pages = await facebookGraph(config.facebookGraphUrl).pages(request.query.access_token);
      } catch (error) {
        throw providerFailure(error, request.log, PLATFORM_MESSAGES.facebookAuth);
      }
      const connected = new Set(
        (await listPlatforms(db, account.id)).map((r) => `${r.type}:${r.externalId}`),
      );
      return ok(
        pages.map((page) => ({
          id: page.id,
          type: 'facebook' as const,
          name: page.name,
          image: page.picture?.data?.url ?? null,
          inactive: false,
          is_connected: connected.has(`facebook:${page.id}`),
          administrator: isPageAdministrator(page),
          serviceId: `facebook:${page.id}`,
        })),
      );
    },
  );

  api.post(
    '/connected-platforms/youtube',
    {
      schema: { body: youtubeCodeSchema, response: okAnswer(connectedPlatformSchema) },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await allowedAccount(db, request);
      // The code must come back from a consent this account started here (OAuth state).
      if (!isValidOAuthState(config, account.id, request.body.state))
        throw invalid({ state: [OAUTH_STATE_REFUSED] });
      const yt = youtubeApi(config.platforms);
      try {
        const tokens = await yt.exchangeCode(request.body.code, request.body.redirect_uri);
        // Without a refresh token the server could not go live later: refuse rather than store half.
        if (!tokens.refresh_token) throw new ProviderError('google', 200, 'no refresh_token in the answer');
        const channel = await yt.myChannel(tokens.access_token);
        if (!channel) throw new ProviderError('youtube', 404, 'the Google account has no YouTube channel');
        const row = await upsertPlatform(db, config, {
          accountId: account.id,
          type: 'youtube',
          externalId: channel.id,
          name: channel.snippet?.title ?? channel.id,
          image: channel.snippet?.thumbnails?.default?.url ?? null,
          token: tokens.refresh_token,
          administrator: true,
        });
        return ok(toConnectedPlatform(row));
      } catch (error) {
        throw providerFailure(error, request.log);
      }
    },
  );

  api.post(
    '/connected-platforms/:type/:id',
    {
      schema: {
        params: z.object({ type: z.literal('facebook'), id: z.string().min(1).max(128) }),
        querystring: accessTokenQuery,
        response: okAnswer(connectedPlatformSchema),
      },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await allowedAccount(db, request);
      let pages: Awaited<ReturnType<ReturnType<typeof facebookGraph>['pages']>>;
      try {
        pages = await facebookGraph(config.facebookGraphUrl).pages(request.query.access_token);
      } catch (error) {
        throw providerFailure(error, request.log, PLATFORM_MESSAGES.facebookAuth);
      }
      // Only a page this user token manages can be connected; any other id is unknown here.
      const page = pages.find((p) => p.id === request.params.id);
      if (!page) throw notFound();
      if (!page.access_token)
        throw providerFailure(new ProviderError('facebook', 200, 'page without token'), request.log);
      const row = await upsertPlatform(db, config, {
        accountId: account.id,
        type: 'facebook',
        externalId: page.id,
        name: page.name,
        image: page.picture?.data?.url ?? null,
        token: page.access_token,
        administrator: isPageAdministrator(page),
      });
      return ok(toConnectedPlatform(row));
    },
  );

  api.delete(
    '/connected-platforms/:type/:id',
    {
      schema: { params: platformParams, response: okAnswer(z.object({ type: z.string(), id: z.string() })) },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await allowedAccount(db, request);
      const row = await findPlatform(db, account.id, request.params.type, request.params.id);
      if (!row) throw notFound();
      await db
        .delete(connectedPlatforms)
        .where(and(eq(connectedPlatforms.id, row.id), eq(connectedPlatforms.accountId, account.id)));
      return ok({ type: row.type, id: row.externalId });
    },
  );
}
