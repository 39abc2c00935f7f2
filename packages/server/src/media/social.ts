import {
  type FacebookVideoCheck,
  facebookVideoAllowed,
  SOCIAL_VIDEO_MESSAGES,
  socialVideoOf,
} from '@smuc/sdk';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { streams } from '../db/schema';
import { ok } from '../http/envelope';
import { HttpError, invalid, notFound } from '../http/errors';
import { parse, routeId } from '../http/validate';
import { deleteRecording, isRecordingOf, recordingFilesFor } from '../recordings/service';
import { setStreamVideo } from '../streams/repository';

/** How long the Facebook oEmbed call may take (ms). */
export const FACEBOOK_TIMEOUT_MS = 8000;

const oembedSchema = z.object({
  width: z.coerce.number().nullable().optional(),
  height: z.coerce.number().nullable().optional(),
});

/**
 * Asks Facebook (the Graph API's `oembed_video` at `config.facebookGraphUrl`, with
 * `config.facebookAccessToken` when set) for a video's player size and decides 001 §5's rule:
 * landscape 16:9 only. A 4xx from Facebook (private, removed or not a video) is "not allowed";
 * no answer, a 5xx or an unreadable answer is a 502 "Something went wrong." (000 §8).
 * `url` must already be a Facebook video address.
 * @throws HttpError 502
 */
export async function checkFacebookVideo(
  config: Pick<Config, 'facebookGraphUrl' | 'facebookAccessToken'>,
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FacebookVideoCheck> {
  const address = new URL(`${config.facebookGraphUrl}/oembed_video`);
  address.searchParams.set('url', url);
  address.searchParams.set('omitscript', 'true');
  if (config.facebookAccessToken) address.searchParams.set('access_token', config.facebookAccessToken);
  let response: Response;
  try {
    response = await fetchImpl(address, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FACEBOOK_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'Something went wrong.');
  }
  if (response.status >= 400 && response.status < 500) {
    await response.body?.cancel();
    return { allowed_in_stream: false, width: null, height: null };
  }
  const parsed = oembedSchema.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success) throw new HttpError(502, 'Something went wrong.');
  const width = parsed.data.width ?? null;
  const height = parsed.data.height ?? null;
  return { allowed_in_stream: facebookVideoAllowed(width, height), width, height };
}

/**
 * The server's check of a social video address a PUT stores (001 §5): a YouTube, Vimeo or
 * Facebook video (else 422 with the provider text), a Facebook one landscape 16:9 (else 422 with
 * that text). Answers the canonical address to store.
 * @throws HttpError 422, 502
 */
export async function checkSocialVideo(
  config: Pick<Config, 'facebookGraphUrl' | 'facebookAccessToken'>,
  input: string,
): Promise<string> {
  const video = socialVideoOf(input);
  if (!video) throw invalid({ embed_social_video: [SOCIAL_VIDEO_MESSAGES.provider] });
  if (video.provider === 'facebook' && !(await checkFacebookVideo(config, video.url)).allowed_in_stream)
    throw invalid({ embed_social_video: [SOCIAL_VIDEO_MESSAGES.facebookLandscape] });
  return video.url;
}

/** Video sources `DELETE /stream/{id}/vod/{vodId}` can clear (001 §7). */
const VOD_FIELDS = ['embed_social_video', 'vod_data_id'] as const;

/**
 * - `GET /tool/facebook-video-check?url` (signed in): `{allowed_in_stream, width, height}` for a
 *   Facebook video address (001 §5: landscape 16:9 only); another address is 422 with the provider
 *   text; Facebook unreachable is 502.
 * - `DELETE /stream/{id}/vod/{vodId}?stream_field` (signed in, own stream): clears the stream's
 *   social video (`stream_field` default `embed_social_video`, `vodId` its stored address) or its
 *   uploaded video (`vod_data_id`, `vodId` the video id). A `vodId` that is not the stored one is a
 *   404 (a stale page must not clear a newer video). `stream_field=stream_vods_meta` (or no field and
 *   `vodId` a recording's uid) deletes a broadcast recording (`recordings/service.ts`
 *   `deleteRecording`: never the last, not for masqueraded sessions), answering `{id, stream_field, uid}`;
 *   otherwise answers `{id, stream_field}`.
 */
export function socialRoutes(app: FastifyInstance, db: Db, config: Config) {
  const recordings = recordingFilesFor(config);
  app.get('/tool/facebook-video-check', async (request) => {
    await requireAccount(db, request);
    const { url } = parse(z.object({ url: z.string().min(1).max(2048) }), request.query);
    const video = socialVideoOf(url);
    if (video?.provider !== 'facebook') throw invalid({ url: [SOCIAL_VIDEO_MESSAGES.provider] });
    return ok(await checkFacebookVideo(config, video.url));
  });

  app.delete<{ Params: { id: string; vodId: string } }>(
    '/stream/:id/vod/:vodId',
    { config: { masquerade: 'refuse' } },
    async (request) => {
      const account = await requireAccount(db, request);
      const id = routeId(request.params.id);
      const { stream_field: given } = parse(
        z.object({ stream_field: z.enum([...VOD_FIELDS, 'stream_vods_meta']).optional() }),
        request.query,
      );
      // Recordings (`stream_vods_meta`, also a recording's uid without a field): `recordings/service.ts`.
      if (
        given === 'stream_vods_meta' ||
        (given === undefined && (await isRecordingOf(db, account.id, id, request.params.vodId)))
      ) {
        await deleteRecording(db, recordings, request, account.id, id, request.params.vodId);
        return ok({ id, stream_field: 'stream_vods_meta' as const, uid: request.params.vodId });
      }
      const field = given ?? 'embed_social_video';
      const [row] = await db
        .select({ settings: streams.settings })
        .from(streams)
        .where(and(eq(streams.id, id), eq(streams.accountId, account.id), isNull(streams.deletedAt)));
      if (!row) throw notFound('The requested stream was not found.');
      if (row.settings[field] !== request.params.vodId) throw notFound('The requested video was not found.');
      if (field === 'vod_data_id') await setStreamVideo(db, account.id, id, null);
      else
        await db
          .update(streams)
          .set({
            settings: sql`${streams.settings} || '{"embed_social_video": null}'::jsonb`,
            updatedAt: new Date(),
          })
          .where(and(eq(streams.id, id), eq(streams.accountId, account.id)));
      return ok({ id, stream_field: field });
    },
  );
}
