import {
  type FacebookVideoCheck,
  facebookVideoAllowed,
  facebookVideoCheckQuerySchema,
  facebookVideoCheckSchema,
  SOCIAL_VIDEO_MESSAGES,
  socialVideoOf,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { HttpError, invalid } from '../http/errors';
import { withAnswer } from '../http/openapi';

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

/**
 * `GET /tool/facebook-video-check?url` (signed in): `{allowed_in_stream, width, height}` for a
 * Facebook video address (001 §5: landscape 16:9 only); another address is 422 with the provider
 * text; Facebook unreachable is 502. (Clearing a stream's video is `recordings/routes.ts`.)
 */
export function socialRoutes(app: FastifyInstance, db: Db, config: Config) {
  const check = { schema: { querystring: facebookVideoCheckQuerySchema } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/tool/facebook-video-check', withAnswer(check, facebookVideoCheckSchema), async (request) => {
      await requireAccount(db, request);
      const { url } = request.query;
      const video = socialVideoOf(url);
      if (video?.provider !== 'facebook') throw invalid({ url: [SOCIAL_VIDEO_MESSAGES.provider] });
      return ok(await checkFacebookVideo(config, video.url));
    });
}
