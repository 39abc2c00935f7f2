import { type StreamKindLabel, streamKindLabel } from '@smuc/sdk';
import { Clapperboard, Image, Megaphone, PlayCircle, Radio, Video } from 'lucide-react';
import { useState } from 'react';

const ICONS: Record<StreamKindLabel, typeof Video> = {
  live: Radio,
  playback: PlayCircle,
  advertisement: Megaphone,
  simpleVideo: Video,
  photoAd: Image,
  closedBroadcast: Clapperboard,
};

/**
 * A player's thumbnail on the kind's tint: its still (`thumbnail_url` of `GET /my-streams`: cover,
 * first photo, featured image or the video's poster, issue 30 defect 13), covering the box; the
 * kind's icon when it has none or the image fails to load. Decorative: the card names the player.
 */
export function PlayerThumb({
  stream,
}: {
  stream: { type: number; stream_status: number; optimize_for_ad: boolean; thumbnail_url?: string | null };
}) {
  const kind = streamKindLabel(stream);
  const Icon = ICONS[kind];
  const [failed, setFailed] = useState<string | null>(null);
  const still = stream.thumbnail_url && stream.thumbnail_url !== failed ? stream.thumbnail_url : null;
  return (
    <div className={`thumb thumb-${kind}`} aria-hidden>
      {still ? (
        <img src={still} alt="" loading="lazy" decoding="async" onError={() => setFailed(still)} />
      ) : (
        <Icon size={28} />
      )}
    </div>
  );
}
