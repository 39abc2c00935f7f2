import { createHash } from 'node:crypto';
import {
  bannerDownloadQuerySchema,
  embedCodesSchema,
  playerConfigSchema,
  StreamType,
  toPlayerConfig,
} from '@smuc/sdk';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { issueViewerToken, viewerTokenKeyFor, visitorIdFor } from '../analytics/viewer-token';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import { bannerCaption } from '../captions/store';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { PUBLIC, withAnswer } from '../http/openapi';
import { idParams } from '../http/validate';
import { mediaStorageFor } from '../media/select';
import type { MediaStorage } from '../media/storage';
import { posterKey } from '../media/videos';
import { findPublicStreamById } from '../streams/reads';
import { findStream, STREAM_NOT_FOUND } from '../streams/repository';
import type { StreamRow } from '../streams/row';
import { settingsOf, vodDataIdOf } from '../streams/serialize';
import { type BannerInput, bannerFileName, buildBannerZip } from './banner';
import { validateBanner } from './banner-validator';
import { serveElementsBundle, servePlayerBundle, watchScriptUrl } from './bundle';
import { adSizeOf, embedCodes } from './codes';
import { platformByName } from './platforms';
import {
  findPublicStream,
  loadPlayerConfig,
  playerEndpoints,
  publicStream,
  streamVideo,
} from './player-document';
import { watchNotFoundHtml, watchPageHtml, watchStill } from './watch-page';

/**
 * The player document and the viewer page are revalidated on every use (issue 19 defect 6): a
 * saved change shows at once, and an unchanged document costs a 304 without a body.
 */
export const REVALIDATE = 'no-cache';

/** A weak ETag of a body (sha-256, 22 base64url characters). */
const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an `If-None-Match` header (one tag, a list, or `*`) matches `etag` (weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

const NO_BANNERS = 'Display banners are only available for players optimized for ads.';

/** Image bytes by media id (`images/{id}/public` in the media store). */
const imageBytes = (storage: MediaStorage, id: string | null | undefined) =>
  id ? storage.get(`images/${id}/public`) : Promise.resolve(null);

/**
 * What a banner of a stream shows: photo ads their photos, video ads the uploaded video after its
 * poster (or the cover when the video is a social link, which cannot play inside a banner) with
 * one caption track (the player's language, else the first; issue 34 §1).
 */
async function bannerContent(db: Db, storage: MediaStorage, row: StreamRow, config: Config) {
  const stream = await publicStream(db, row, config);
  const photos: Buffer[] = [];
  if (stream.type === StreamType.photoAd) {
    for (const m of stream.photoad_photos ?? []) {
      const bytes = await imageBytes(storage, m.id);
      if (bytes) photos.push(bytes);
    }
  }
  const videoId = vodDataIdOf(row);
  const video = stream.type === StreamType.photoAd ? null : await streamVideo(db, row, config.publicUrl);
  const poster =
    (video && videoId ? await storage.get(posterKey(videoId)) : null) ??
    (await imageBytes(storage, stream.cover?.id)) ??
    (await imageBytes(storage, stream.cover_portrait?.id));
  const captions =
    video && videoId ? await bannerCaption(db, videoId, stream.streamview_language) : undefined;
  return { stream, photos, poster, videoUrl: video?.url ?? null, captions: captions ?? null };
}

/**
 * The embed and viewer routes of issue 6 under the API prefix:
 * - `GET /player/{apikey}?visitor` (public, no session, any origin, `cache-control: no-cache` with an
 *   ETag, 304 when unchanged): the `PlayerConfig` of a player, built by the sdk's `toPlayerConfig`; 404 in
 *   the envelope for an unknown or deleted player. With the document (on a 304 too) comes the
 *   header `smuc-viewer-token` (issue 29 §2): a viewer token for this player and `visitor` (the
 *   id the player keeps; a new one when it is missing or malformed, named in `smuc-visitor-id`),
 *   which its events must carry to count. A known bot's or headless browser's user agent gets none.
 * - `GET /stream/{id}/embed-codes` (signed in, the account's players only, else 404): inline,
 *   floating and banner codes (`embedCodes`).
 * - `GET /stream/{id}/download-banner?platform` (signed in, scoped): the HTML5 banner zip for
 *   the stream's ad size (`buildBannerZip`); 404 for players not optimized for ads, 422 for an
 *   unknown platform. `x-banner-check` names the rules the zip breaks (`ok` when none; a
 *   non-https `PUBLIC_URL` breaks `https`).
 */
export const embedApiRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (
  scope,
  { db, config },
) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const storage = mediaStorageFor(config);
  const viewerTokenKey = viewerTokenKeyFor(config);

  app.get(
    '/player/:apikey',
    {
      // Any apikey is looked up (unknown or deleted: 404 in the envelope); the answer is sent as text.
      schema: {
        params: z.object({ apikey: z.string() }),
        // Read leniently: a malformed visitor id gets a new one, never a 4xx that would stop the player.
        querystring: z.object({ visitor: z.string().optional() }),
        answer: playerConfigSchema,
        ...PUBLIC,
      },
      onSend: async (request, reply) => {
        // Public document: any page may read it. A page's own origin is echoed (with credentials
        // allowed) because the dashboard's client always sends credentials and a browser refuses
        // `*` for those; the document never depends on who asks, so this reveals nothing.
        const origin = request.headers.origin;
        if (origin) {
          reply.header('access-control-allow-origin', origin);
          reply.header('access-control-allow-credentials', 'true');
          reply.header('vary', 'Origin');
        } else {
          reply.header('access-control-allow-origin', '*');
          reply.removeHeader('access-control-allow-credentials');
        }
        reply.header('access-control-expose-headers', 'smuc-viewer-token, smuc-visitor-id');
      },
    },
    async (request, reply) => {
      const row = await findPublicStream(db, request.params.apikey);
      reply.header('cache-control', REVALIDATE);
      if (!row) throw notFound(STREAM_NOT_FOUND);
      const agent = request.headers['user-agent'];
      if (agent && !isbot(agent)) {
        const visitorId = visitorIdFor(request.query.visitor);
        reply.header('smuc-viewer-token', issueViewerToken(viewerTokenKey, row.apikey, visitorId));
        reply.header('smuc-visitor-id', visitorId);
      }
      const body = JSON.stringify(ok(await loadPlayerConfig(db, row, config)));
      const etag = etagOf(body);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/stream/:id/embed-codes',
    { schema: { answer: embedCodesSchema, params: idParams } },
    async (request) => {
      const account = await requireAccount(db, request);
      const found = await findStream(db, account.id, request.params.id);
      if (!found) throw notFound(STREAM_NOT_FOUND);
      const s = settingsOf(found.stream);
      return ok(
        embedCodes(
          {
            apikey: found.stream.apikey,
            type: s.type,
            optimize_for_ad: s.optimize_for_ad,
            ad_size: s.ad_size,
          },
          config.publicUrl,
        ),
      );
    },
  );

  const banner = { schema: { params: idParams, querystring: bannerDownloadQuerySchema } };
  app.get('/stream/:id/download-banner', withAnswer(banner, 'application/zip'), async (request, reply) => {
    const account = await requireAccount(db, request);
    const found = await findStream(db, account.id, request.params.id);
    if (!found) throw notFound(STREAM_NOT_FOUND);
    const { platform: name } = request.query;
    const platform = platformByName(name)!;
    const row = found.stream;
    if (!row.optimizeForAd) throw notFound(NO_BANNERS);
    const { stream, photos, poster, videoUrl, captions } = await bannerContent(db, storage, row, config);
    const { width, height } = adSizeOf(stream.ad_size);
    const input: BannerInput = {
      platform,
      width,
      height,
      title: stream.title,
      landingUrl: stream.ad_url || stream.player_url,
      buttonLabel: stream.ad_button_label,
      buttonColor: stream.button_color,
      textColor: stream.text_color,
      poster,
      videoUrl,
      captions,
      photos,
      autoswipeSeconds: stream.photoad_autoswipe_duration,
      apikey: row.apikey,
      eventsUrl: playerEndpoints(config.publicUrl, row.apikey).events,
      documentUrl: `${config.publicUrl}${API_PREFIX}/player/${encodeURIComponent(row.apikey)}`,
    };
    const zip = await buildBannerZip(input);
    const { violations } = validateBanner(zip, { width, height, rules: platform.rules });
    const broken = [...new Set(violations.map((v) => v.rule))];
    if (broken.length)
      request.log.warn({ stream: row.id, platform: name, broken }, 'banner breaks platform rules');
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${bannerFileName(name, width, height)}"`)
      .header('cache-control', 'no-store')
      .header('x-banner-check', broken.length ? broken.join(',') : 'ok')
      .send(Buffer.from(zip));
  });
};

/**
 * The public pages of issue 6 outside the API prefix, registered before the host app so its
 * history fallback never answers them:
 * - `/embed/player.js` and `/embed/player/{build}/…`: the player bundle (`servePlayerBundle`);
 * - `/embed/smuc-elements.js` and `/embed/elements/{build}/…`: the dashboard elements
 *   (`serveElementsBundle`);
 * - `GET /watch/{id}`: the viewer page of a stream (`watchPageHtml`), 404 page for an unknown or
 *   deleted id and for any other `/watch/…` address.
 */
export function embedPages(app: FastifyInstance, db: Db, config: Config) {
  const playerBuild = servePlayerBundle(app, config.playerDir);
  serveElementsBundle(app, config.elementsDir);

  // In the viewer's language (Accept-Language; issue 30): there is no player to take it from.
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .header('x-content-type-options', 'nosniff')
      .send(watchNotFoundHtml(request.language));

  app.get<{ Params: { id: string } }>('/watch/:id', async (request, reply) => {
    const raw = request.params.id;
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
    const row = id && id <= 2_147_483_647 ? await findPublicStreamById(db, id) : undefined;
    if (!row) return notFoundPage(request, reply);
    const stream = await publicStream(db, row, config);
    const video = await streamVideo(db, row, config.publicUrl);
    const image =
      stream.cover?.url ??
      video?.poster ??
      stream.photoad_photos?.[0]?.url ??
      stream.cover_portrait?.url ??
      null;
    // The document's images as viewers get them, without its products, form and font.
    const document = toPlayerConfig({
      stream,
      feed: [],
      form: null,
      font: null,
      video,
      live: null,
      endpoints: playerEndpoints(config.publicUrl, row.apikey),
    });
    const script = watchScriptUrl(playerBuild());
    const html = watchPageHtml({ stream, image, still: watchStill(document), script });
    const etag = etagOf(html);
    reply
      .header('cache-control', REVALIDATE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
  app.get('/watch', (request, reply) => notFoundPage(request, reply));
  app.get('/watch/*', (request, reply) => notFoundPage(request, reply));
}
