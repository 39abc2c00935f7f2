import type { Stream } from '@smuc/sdk';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { playbackMode } from './rules';

/** Delay between attempts to join a broadcast that has not started (ms). */
const RETRY_MS = 5000;

/**
 * Moderator mode (001 §4): no capture; a muted autoplay playback of the stream instead — the live
 * broadcast over WebRTC while the type is live or playback and the stream is not closed, else the
 * recorded or uploaded video. A broadcast that has not started is retried every {@link RETRY_MS}.
 */
export function ModeratorPanel({
  stream,
  status,
  apiBase,
}: {
  stream: Stream;
  status: number;
  apiBase: string;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [waiting, setWaiting] = useState(false);
  const mode = playbackMode(stream.type, status);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let playback: { destroy(): void } | null = null;
    if (mode === 'playback') {
      const vod = stream.vod_data_id;
      if (vod) video.src = `${apiBase.replace(/\/$/, '')}/media/video/${vod}`;
      setWaiting(!vod);
      return;
    }
    const attempt = async () => {
      try {
        const token = await client.live.token(stream.apikey, 'play');
        if (cancelled || !token.websocket_url) throw new Error('engine-off');
        const { playWebRTC } = await import('@smuc/player/engines/webrtc');
        if (cancelled) return;
        playback = await playWebRTC(
          video,
          { websocket_url: token.websocket_url, stream_id: stream.apikey, token: token.token },
          {
            onStatus: (s) => {
              if (s === 'ended' && !cancelled) {
                playback?.destroy();
                setWaiting(true);
                timer = setTimeout(attempt, RETRY_MS);
              }
            },
          },
        );
        if (cancelled) playback.destroy();
        else setWaiting(false);
      } catch {
        if (cancelled) return;
        setWaiting(true);
        timer = setTimeout(attempt, RETRY_MS);
      }
    };
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      playback?.destroy();
    };
  }, [client, stream.apikey, stream.vod_data_id, mode, apiBase]);

  return (
    <div className="studio-moderator">
      <video
        ref={videoRef}
        className="studio-video"
        muted
        autoPlay
        playsInline
        controls={mode === 'playback'}
        aria-label={t('studio.playback')}
        data-testid="studio-playback"
      />
      {waiting && (
        <p className="muted" role="status">
          {t('studio.waitingForBroadcast')}
        </p>
      )}
    </div>
  );
}
