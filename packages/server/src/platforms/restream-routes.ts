import {
  CHAT_LIMITS,
  checkRestreams,
  connectedPlatformSchema,
  restreamAvailable,
  restreamStatusSchema,
  restreamTargetSchema,
  uniqueTargets,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitationsOf } from '../accounts/plans';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { invalid } from '../http/errors';
import { idParams } from '../http/validate';
import { getStream } from '../streams/repository';
import { settingsOf } from '../streams/serialize';
import { restreamCoordinator } from './live-restream';
import { queueScheduledRestreams } from './restream-schedule';
import { replaceRestreams, restreamPlatforms } from './restream-store';
import { listPlatforms, toConnectedPlatform } from './store';

const answer = okAnswer(z.array(connectedPlatformSchema));

/**
 * A stream's restream targets (001 §3 `restreams`), saved apart from the settings like the product
 * list (the editor's unsaved-change diff ignores `restreams`, 001 §5):
 * - `GET /stream/{id}/restreams`: the picked connected platforms, in order;
 * - `POST /stream/{id}/restreams/chat {destination, text}`: the owner's chat message posted to a
 *   live destination (001 §2 send-to: Facebook live video comment, YouTube live chat message);
 * - `GET /stream/{id}/restreams/status`: each destination of the current (or last) broadcast:
 *   starting, broadcasting, reconnecting, failed (with `reason`), finished;
 * - `PUT /stream/{id}/restreams {restreams: [{type, id}]}`: replaces them after the 001 rules
 *   (`checkRestreams`: connected and administered, at most `limitations.multiChannel`, scheduling
 *   only 20 min–7 days ahead); refused for a simple VOD or photo ad and for masqueraded sessions;
 *   a scheduled restream's remote broadcasts then follow the picks (`restream-schedule.ts`).
 * Another account's stream is 404; a rule broken is 422 with the spec text and nothing is stored.
 */
export function restreamRoutes(app: FastifyInstance, db: Db, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/stream/:id/restreams', { schema: { params: idParams, response: answer } }, async (request) => {
    const account = await requireAccount(db, request);
    const found = await getStream(db, account.id, request.params.id);
    return ok((await restreamPlatforms(db, found.stream.id)).map(toConnectedPlatform));
  });

  api.get(
    '/stream/:id/restreams/status',
    {
      schema: {
        params: idParams,
        response: okAnswer(z.array(restreamStatusSchema)),
      },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const found = await getStream(db, account.id, request.params.id);
      return ok(restreamCoordinator()?.lastStatus(found.stream.apikey) ?? []);
    },
  );

  api.post(
    '/stream/:id/restreams/chat',
    {
      schema: {
        params: idParams,
        body: z.object({
          destination: z
            .string()
            .regex(/^(facebook|youtube):.+$/)
            .max(140),
          text: z.string().trim().min(1).max(CHAT_LIMITS.maxLength),
        }),
        response: okAnswer(z.object({ sent: z.literal(true) })),
      },
      // It posts on the page or channel as the account: a masqueraded session may not.
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const found = await getStream(db, account.id, request.params.id);
      const coordinator = restreamCoordinator();
      const { destination, text } = request.body;
      let sent = false;
      try {
        sent = (await coordinator?.sendChat(found.stream.apikey, destination, text)) ?? false;
      } catch (error) {
        request.log.warn({ destination, reason: (error as Error).message }, 'restream chat failed');
        throw invalid({ destination: ['Something went wrong.'] });
      }
      if (!sent) throw invalid({ destination: ['This destination is not live.'] });
      return ok({ sent: true as const });
    },
  );

  api.put(
    '/stream/:id/restreams',
    {
      schema: {
        params: idParams,
        body: z.object({ restreams: z.array(restreamTargetSchema).max(50) }),
        response: answer,
      },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const found = await getStream(db, account.id, request.params.id);
      const settings = settingsOf(found.stream);
      const targets = uniqueTargets(request.body.restreams);
      if (targets.length && !restreamAvailable(settings))
        throw invalid({ restreams: ['This player cannot be restreamed.'] });
      const connected = await listPlatforms(db, account.id);
      const errors = checkRestreams({
        restreams: targets,
        restreamScheduling: settings.restream_scheduling,
        startDate: settings.start_date,
        multiChannel: (await limitationsOf(db, account)).multiChannel,
        connected: connected.map((p) => ({ type: p.type, id: p.externalId, administrator: p.administrator })),
      });
      if (Object.keys(errors).length) throw invalid(errors);
      const ids = targets.map(
        (t) => connected.find((p) => p.type === t.type && p.externalId === t.id)?.id as number,
      );
      const dropped = await replaceRestreams(db, found.stream.id, ids);
      // Remote broadcasts of a scheduled restream follow the picks, in the background.
      void queueScheduledRestreams(
        db,
        config,
        found.stream,
        (message, error) => request.log.warn({ err: error }, message),
        dropped,
      );
      return ok((await restreamPlatforms(db, found.stream.id)).map(toConnectedPlatform));
    },
  );
}
