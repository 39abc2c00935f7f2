import {
  DEFAULT_BANDWIDTH_KBPS,
  DEVICE_ERRORS,
  listMediaDevices,
  type MediaDevice,
  type PublishMode,
  type Stream,
  StreamStatus,
} from '@smuc/sdk';
import type { PublisherState, StudioPublisher } from '@smuc/sdk/media/publisher';
import { Camera, CameraOff, Mic, MicOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { SelectField } from '../ui/SelectField';
import { BITRATES, type BitrateChoice } from './rules';
import { isStreamingError, useStreamingErrorText } from './useStreamingErrorText';

const MODES: PublishMode[] = ['camera', 'screen', 'screen+camera'];

/**
 * The streamer's side of the studio (001 §2, §4, §9): camera preview, device pickers, publish
 * mode, mic mute, camera off, bitrate, Go Live / Stop Live. Going live publishes through
 * {@link StudioPublisher} and, once the media connection is up, sets the stream live
 * (`POST /stream/{id}/start`, or `/resume` after a pause); Stop Live stops publishing and the
 * server marks the stream paused. Reports whether a broadcast is running through `onBroadcasting`.
 */
export function StreamerPanel({
  stream,
  status,
  onStatus,
  onBroadcasting,
  onStopped,
}: {
  stream: Stream;
  status: number;
  onStatus: (status: number) => void;
  onBroadcasting: (broadcasting: boolean) => void;
  onStopped: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const errorText = useStreamingErrorText();
  const videoRef = useRef<HTMLVideoElement>(null);
  const publisherRef = useRef<StudioPublisher | null>(null);
  const [devices, setDevices] = useState<{ video: MediaDevice[]; audio: MediaDevice[] }>({
    video: [],
    audio: [],
  });
  const [deviceErrors, setDeviceErrors] = useState<string[]>([]);
  const [videoId, setVideoId] = useState('');
  const [audioId, setAudioId] = useState('');
  const [mode, setMode] = useState<PublishMode>('camera');
  const [micMuted, setMicMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [bitrate, setBitrate] = useState<BitrateChoice>(DEFAULT_BANDWIDTH_KBPS);
  const [state, setState] = useState<PublisherState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closed = status === StreamStatus.closed;
  const canPublish = stream.type === 0 && !closed;

  const show = (e: unknown) => {
    if (isStreamingError(e)) setError(errorText(e));
    else setError(e instanceof Error ? e.message : t('errors.somethingWentWrong'));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one publisher per stream; callbacks read refs and setters
  useEffect(() => {
    if (!canPublish) return;
    let publisher: StudioPublisher | null = null;
    let cancelled = false;
    (async () => {
      const found = await listMediaDevices();
      if (cancelled) return;
      setDevices({ video: found.video, audio: found.audio });
      setDeviceErrors(
        found.errors.map((text) =>
          text === DEVICE_ERRORS.noApi
            ? t('studio.devices.noApi')
            : text === DEVICE_ERRORS.permission
              ? t('studio.devices.permission')
              : text === DEVICE_ERRORS.missing('video')
                ? t('studio.devices.missingVideo')
                : t('studio.devices.missingAudio'),
        ),
      );
      setVideoId(found.video[0]?.id ?? '');
      setAudioId(found.audio[0]?.id ?? '');
      const token = await client.live.token(stream.apikey, 'publish');
      if (cancelled) return;
      if (!token.websocket_url || !videoRef.current) {
        setError(t('studio.engineOff'));
        return;
      }
      // The WebRTC client is loaded only when a studio opens (it is large).
      const { StudioPublisher } = await import('@smuc/sdk/media/publisher');
      if (cancelled) return;
      publisher = new StudioPublisher({
        websocketUrl: token.websocket_url,
        streamId: stream.apikey,
        token: token.token,
        localVideo: videoRef.current,
        videoDeviceId: found.video[0]?.id ?? null,
        audioDeviceId: found.audio[0]?.id ?? null,
        onState: (s) => {
          setState(s);
          onBroadcasting(s === 'connecting' || s === 'live' || s === 'reconnecting');
        },
        onError: (e) => setError(errorText(e)),
        onModeChange: setMode,
      });
      publisherRef.current = publisher;
      await publisher.start();
    })().catch((e) => !cancelled && show(e));
    return () => {
      cancelled = true;
      publisher?.close();
      publisherRef.current = null;
      onBroadcasting(false);
    };
  }, [client, stream.apikey, canPublish]);

  const goLive = async () => {
    const publisher = publisherRef.current;
    if (!publisher) return;
    setError(null);
    try {
      await publisher.goLive();
      // Live once the media connection is up (001 §4): waiting → start, paused → resume.
      const result =
        status === StreamStatus.paused
          ? await client.live.resume(stream.id)
          : await client.live.start(stream.id);
      onStatus(result.stream_status);
    } catch (e) {
      show(e);
    }
  };

  const stopLive = () => {
    publisherRef.current?.stopLive();
    // The engine marks the stream paused when publishing stops (001 §4).
    onStatus(StreamStatus.paused);
    onStopped();
  };

  const broadcasting = state === 'connecting' || state === 'live' || state === 'reconnecting';
  const ready = state === 'ready' || state === 'stopped';

  if (!canPublish) {
    return <p className="muted">{closed ? t('studio.ended') : t('studio.notLiveType')}</p>;
  }

  return (
    <div className="studio-streamer">
      <video
        ref={videoRef}
        className="studio-video"
        muted
        autoPlay
        playsInline
        aria-label={t('studio.preview')}
        data-testid="studio-preview"
      />
      {deviceErrors.map((text) => (
        <p key={text} className="alert alert-danger" role="alert">
          {text}
        </p>
      ))}
      {error && (
        <p className="alert alert-danger" role="alert" data-testid="studio-error">
          {error}
        </p>
      )}
      {state === 'reconnecting' && (
        <p className="muted" role="status">
          {t('studio.reconnecting')}
        </p>
      )}
      <div className="studio-controls">
        <SelectField
          id="studio-camera"
          label={t('studio.camera')}
          value={videoId}
          options={devices.video.map((d) => ({ value: d.id, label: d.label }))}
          onChange={(id) => {
            setVideoId(id);
            publisherRef.current?.setVideoDevice(id).catch(show);
          }}
        />
        <SelectField
          id="studio-microphone"
          label={t('studio.microphone')}
          value={audioId}
          options={devices.audio.map((d) => ({ value: d.id, label: d.label }))}
          onChange={(id) => {
            setAudioId(id);
            publisherRef.current?.setAudioDevice(id).catch(show);
          }}
        />
        <SelectField
          id="studio-publish-mode"
          label={t('studio.publishMode')}
          value={mode}
          options={MODES.map((m) => ({ value: m, label: t(`studio.publishModes.${m}`) }))}
          onChange={(m) => {
            setMode(m);
            publisherRef.current?.setMode(m).catch(show);
          }}
        />
        <SelectField
          id="studio-bitrate"
          label={t('studio.bitrate')}
          value={String(bitrate)}
          options={BITRATES.map((b) => ({
            value: String(b),
            label: b === 'unlimited' ? t('studio.unlimited') : t('studio.bitrateKbps', { kbps: b }),
          }))}
          onChange={(v) => {
            const next: BitrateChoice = v === 'unlimited' ? 'unlimited' : (Number(v) as BitrateChoice);
            setBitrate(next);
            publisherRef.current?.setBandwidth(next).catch(() => {});
          }}
        />
      </div>
      <div className="studio-actions">
        <button
          type="button"
          className="btn"
          aria-pressed={micMuted}
          disabled={!state || state === 'initializing'}
          onClick={() => {
            publisherRef.current?.setMicMuted(!micMuted);
            setMicMuted(!micMuted);
          }}
        >
          {micMuted ? <MicOff size={16} aria-hidden /> : <Mic size={16} aria-hidden />}
          {t('studio.muteMic')}
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={cameraOff}
          disabled={!state || state === 'initializing'}
          onClick={() => {
            publisherRef.current?.setCameraOff(!cameraOff).catch(show);
            setCameraOff(!cameraOff);
          }}
        >
          {cameraOff ? <CameraOff size={16} aria-hidden /> : <Camera size={16} aria-hidden />}
          {t('studio.cameraOff')}
        </button>
        {broadcasting ? (
          <button type="button" className="btn btn-danger" onClick={stopLive}>
            {state === 'connecting' ? t('studio.goingLive') : t('studio.stopLive')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" disabled={!ready} onClick={goLive}>
            {t('studio.goLive')}
          </button>
        )}
      </div>
    </div>
  );
}
