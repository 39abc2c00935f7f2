import type { Stream } from '@smuc/sdk';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/Toaster';

function CopyRow({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} className="input mono" readOnly value={value} />
        <button
          type="button"
          className="btn"
          aria-label={`${t('playerEditor.start.copy')}: ${label}`}
          onClick={() =>
            navigator.clipboard?.writeText(value).then(() => toast(t('playerEditor.start.copied')))
          }
        >
          <Copy size={16} aria-hidden /> {t('playerEditor.start.copy')}
        </button>
      </div>
    </div>
  );
}

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
