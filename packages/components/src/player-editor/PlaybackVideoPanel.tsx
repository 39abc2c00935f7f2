import { StreamType } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { CaptionTracks } from '../ui/captions/CaptionTracks';
import css from '../ui/upload/upload.css?inline';
import { VideoUploadField } from '../ui/upload/VideoUploadField';
import { useEditor, useEditorState } from './context';
import '../ui/upload/texts';

/**
 * The editor's video panel of a playback, a simple video or a video ad (001 §2, §3): upload or
 * replace the stream's video. Simple videos and video ads take a file too (issue 19 §4): display
 * banners cannot play a YouTube iframe, and a social link, when set, plays instead of the file.
 * The server sets the stream's `vod_data_id` once the upload is processed; the panel copies it into
 * the editor's saved copy so the playback save check (001 §5 check 4) passes without a reload and
 * unsaved edits stay. Once there is a video, its caption tracks follow (issue 34 §1).
 */
export function PlaybackVideoPanel({
  apiBase,
  token,
  readOnly,
}: {
  apiBase?: string;
  token?: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const saved = useEditorState((s) => s.saved);
  if (!saved || (saved.type !== StreamType.playback && saved.type !== StreamType.embed)) return null;
  return (
    <section className="card side-panel playback-video" aria-labelledby="playback-video-title">
      <style>{css}</style>
      <h2 id="playback-video-title">{t('upload.video.title')}</h2>
      {saved.type === StreamType.embed && <p className="hint">{t('upload.video.embedHint')}</p>}
      <VideoUploadField
        apiBase={apiBase}
        token={token}
        streamId={saved.id}
        videoId={saved.vod_data_id}
        disabled={readOnly}
        onUploaded={(id) =>
          store.setState((s) => (s.saved ? { saved: { ...s.saved, vod_data_id: id } } : {}))
        }
      />
      {saved.vod_data_id && <CaptionTracks videoId={saved.vod_data_id} disabled={readOnly} />}
    </section>
  );
}
