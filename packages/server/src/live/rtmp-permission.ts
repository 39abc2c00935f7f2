import { StreamStatus, StreamType } from '@smuc/sdk';
import { limitationsOf } from '../accounts/plans';
import type { Db } from '../db/client';
import { findStreamWithPlan } from '../streams/reads';

/** Why an RTMP publish was refused (logged; the encoder only sees its connection end). */
export type RtmpRefusal =
  | 'unknown stream key'
  | 'not a live player'
  | 'broadcast closed'
  | 'live streaming not allowed for the account'
  | 'streaming software not in the plan';

/**
 * The studio's rules for an RTMP publish (issue 29 §4, 001 §2/§4, 000 §3): the stream key names a
 * not-deleted **live** player (type 0; ads, playbacks and photo ads take no ingest) that is not
 * closed, of an account on the live allow-list whose plan (with staff overrides) includes streaming
 * software. Answers the player's apikey (the media stream id) or the refusal's reason.
 */
export async function rtmpPublishTarget(
  db: Db,
  streamkey: string,
): Promise<{ apikey: string; streamId: number } | { refused: RtmpRefusal; streamId?: number }> {
  const row = await findStreamWithPlan(db, { streamkey });
  if (!row) return { refused: 'unknown stream key' };
  const { stream } = row;
  const refuse = (refused: RtmpRefusal) => ({ refused, streamId: stream.id });
  if (stream.type !== StreamType.live) return refuse('not a live player');
  if (stream.status === StreamStatus.closed) return refuse('broadcast closed');
  const limits = await limitationsOf(db, row);
  if (!limits.liveStreaming) return refuse('live streaming not allowed for the account');
  if (!limits.streamingSoftware) return refuse('streaming software not in the plan');
  return { apikey: stream.apikey, streamId: stream.id };
}
