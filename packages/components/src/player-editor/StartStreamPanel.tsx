import { type Stream, StreamStatus } from '@smuc/sdk';
import { Radio } from 'lucide-react';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamTesterLink } from '../stream-tester/StreamTesterLink';
import { CopyRow } from '../ui/CopyRow';

/** Where the nested studio element calls the API, as the editor itself does. */
export interface NestedAreaProps {
  apiBase?: string;
  token?: string;
  lang?: string;
}

/**
 * "Open Studio" (001 §2): mounts `<smuc-studio stream-id>` (its own mode selector and "Studio"
 * dialog) and unmounts it when it raises `smuc-close` — the studio itself refuses to close for a
 * non-moderator during a broadcast. Nothing when the studio element is not registered on the page.
 */
function OpenStudio({ streamId, area }: { streamId: number; area: NestedAreaProps }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const studio = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = studio.current;
    if (!open || !el) return;
    const close = () => setOpen(false);
    el.addEventListener('smuc-close', close);
    return () => el.removeEventListener('smuc-close', close);
  }, [open]);
  if (typeof customElements === 'undefined' || !customElements.get('smuc-studio')) return null;
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        <Radio size={16} aria-hidden /> {t('playerEditor.start.openStudio')}
      </button>
      {open &&
        createElement('smuc-studio', {
          ref: studio,
          'stream-id': String(streamId),
          'api-base': area.apiBase,
          token: area.token,
          lang: area.lang,
        })}
    </>
  );
}

/**
 * Start-the-stream panel for live types (001 §2): "Open Studio" to go live from the browser, or
 * streaming software with the server URL and the stream key (`rtmp_data`) and the keyframe help,
 * the latter only when the plan has `streamingSoftware` (`software`), and a link to the stream tester
 * (how a video sits in each player shape). Nothing for a closed broadcast.
 */
export function StartStreamPanel({
  stream,
  software,
  area,
}: {
  stream: Stream;
  software: boolean;
  area: NestedAreaProps;
}) {
  const { t } = useTranslation();
  const copyTexts = { copyText: t('playerEditor.start.copy'), copiedText: t('playerEditor.start.copied') };
  // A closed broadcast cannot be started again (issue 19 defect 8): no Studio, no ingest data.
  if (stream.stream_status === StreamStatus.closed) return null;
  return (
    <section className="card side-panel" aria-labelledby="start-stream-title">
      <h2 id="start-stream-title">{t('playerEditor.start.title')}</h2>
      <OpenStudio streamId={stream.id} area={area} />
      <StreamTesterLink />
      {software && (
        <>
          <h3>{t('playerEditor.start.software')}</h3>
          <CopyRow
            {...copyTexts}
            id="rtmp-url"
            label={t('playerEditor.start.serverUrl')}
            value={stream.rtmp_data.url}
          />
          <CopyRow
            {...copyTexts}
            id="rtmp-key"
            label={t('playerEditor.start.streamKey')}
            value={stream.rtmp_data.streamkey}
          />
          <p className="muted">{t('playerEditor.start.keyframe')}</p>
        </>
      )}
    </section>
  );
}
