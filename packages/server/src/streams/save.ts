import { StreamType, type StreamUpdate } from '@smuc/sdk';
import type { FastifyBaseLogger } from 'fastify';
import { limitationsOf } from '../accounts/plans';
import type { Account } from '../auth/context';
import { hasCardOnFile } from '../billing/stripe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { checkSocialVideo } from '../media/social';
import { queueScheduledRestreams } from '../platforms/restream-schedule';
import { hasPayableProduct } from '../products/feed-items';
import { streamChanged } from '../realtime/notify';
import { checkMediaPatch, mediaIdsOf, splitMediaPatch } from './media';
import { settingsForPut } from './put-rules';
import { checkStreamReferences } from './references';
import { getStream, updateStream } from './repository';
import { settingsOf, vodDataIdOf } from './serialize';

/** The 403 text when an account without live streaming creates or turns a player into live or playback. */
export const LIVE_NOT_ALLOWED = 'Live and playback players are not available for this account.';

/**
 * Saves a player (`PUT /stream/{id}`, 000 §7, 001 §5): the use case the route handler calls.
 *
 * Media ids (issue 5) are checked and stored apart from the settings; the editor's rules run again
 * on the stored settings (`settingsForPut`, a 422 with the editor's message when one breaks), the
 * referenced form, font and media must be the account's, and a new social video is asked of
 * Facebook again. Settings and media ids are written in one statement (`updateStream`); nothing is
 * written when a check fails. Afterwards running broadcasts are told (`streamChanged`) and a
 * scheduled restream's remote broadcasts follow in the background (issue 15).
 *
 * Answers the saved row with its totals, as `getStream` reads it. Raises 404 for a stream that is
 * not the account's, 403 ({@link LIVE_NOT_ALLOWED}) when the type becomes live or playback without
 * live streaming, 422 for a broken rule or a foreign id.
 */
export async function saveStream(
  db: Db,
  config: Config,
  account: Account,
  id: number,
  body: StreamUpdate,
  log: FastifyBaseLogger,
) {
  const { media: mediaPatch, rest: patch } = splitMediaPatch(body);
  const { stream } = await getStream(db, account.id, id);
  const stored = settingsOf(stream);
  const limits = await limitationsOf(db, account);
  // Changing the type into live or playback is creating one by another door (000 §2, 001 §1).
  const toLive = patch.type === StreamType.live || patch.type === StreamType.playback;
  if (toLive && patch.type !== stream.type && !limits.liveStreaming) {
    throw forbidden(LIVE_NOT_ALLOWED);
  }
  const next = settingsForPut(patch, {
    stored,
    status: stream.status,
    hasVideo: vodDataIdOf(stream) !== null,
    anyPayable: await hasPayableProduct(db, id),
    // A card on file (001 §4) is asked of Stripe only when the switch is being turned on.
    hasCard:
      patch.allow_extra_viewers === true && !stored.allow_extra_viewers
        ? await hasCardOnFile(config, account, log)
        : false,
    limits,
    now: Date.now(),
  });
  await checkStreamReferences(db, account.id, next, stored);
  const mediaIds = await checkMediaPatch(db, account.id, mediaIdsOf(stream), mediaPatch, limits);
  // A new social video is checked like the editor checks it (001 §5), Facebook asked again.
  if (next.embed_social_video === '') next.embed_social_video = null;
  if (next.embed_social_video && next.embed_social_video !== stored.embed_social_video)
    next.embed_social_video = await checkSocialVideo(config, next.embed_social_video);
  await updateStream(db, account.id, id, next, mediaIds);
  // Viewers of a running broadcast see the change now (status, chat switch), on every replica.
  streamChanged(db, id);
  const saved = await getStream(db, account.id, id);
  void queueScheduledRestreams(db, config, saved.stream, (message, error) =>
    log.warn({ err: error }, message),
  );
  return saved;
}
