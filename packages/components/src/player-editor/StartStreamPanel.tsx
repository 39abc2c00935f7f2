import type { Stream } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { CopyRow } from './CopyRow';

/**
 * Start-the-stream panel for live types (001 §2): streaming software gets the server URL and the
 * stream key (`rtmp_data`) with the keyframe help. The caller shows it only when the plan has
 * `streamingSoftware`.
 */
export function StartStreamPanel({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  return (
    <section className="card side-panel" aria-labelledby="start-stream-title">
      <h2 id="start-stream-title">{t('playerEditor.start.title')}</h2>
      <h3>{t('playerEditor.start.software')}</h3>
      <CopyRow id="rtmp-url" label={t('playerEditor.start.serverUrl')} value={stream.rtmp_data.url} />
      <CopyRow id="rtmp-key" label={t('playerEditor.start.streamKey')} value={stream.rtmp_data.streamkey} />
      <p className="muted">{t('playerEditor.start.keyframe')}</p>
    </section>
  );
}
