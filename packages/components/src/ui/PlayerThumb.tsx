import { type StreamKindLabel, streamKindLabel } from '@smuc/sdk';
import { Clapperboard, Image, Megaphone, PlayCircle, Radio, Video } from 'lucide-react';

const ICONS: Record<StreamKindLabel, typeof Video> = {
  live: Radio,
  playback: PlayCircle,
  advertisement: Megaphone,
  simpleVideo: Video,
  photoAd: Image,
  closedBroadcast: Clapperboard,
};

/** A player's thumbnail: its kind's icon on the kind's tint (covers join with media uploads). */
export function PlayerThumb({
  stream,
}: {
  stream: { type: number; stream_status: number; optimize_for_ad: boolean };
}) {
  const kind = streamKindLabel(stream);
  const Icon = ICONS[kind];
  return (
    <div className={`thumb thumb-${kind}`} aria-hidden>
      <Icon size={28} />
    </div>
  );
}
