import { EVENT_EXPORT_FORMATS, type EventExportFormat } from '@smuc/sdk';
import { FileDown, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { saveBlob } from '../ui/download';
import { useToast } from '../ui/Toaster';

/** Progress of a running download: rows received and the server's total (`null` when unknown). */
interface Progress {
  rows: number;
  total: number | null;
}

export interface EventExportProps {
  /** First and last UTC day of the export (the report's applied range). */
  from: string;
  to: string;
  /** One player only (the editor's analytics panel); every player of the account without it. */
  streamId?: number;
}

const MEDIA_TYPE: Record<EventExportFormat, string> = {
  ndjson: 'application/x-ndjson',
  csv: 'text/csv;charset=utf-8',
};

/**
 * Raw events to take away (issue 34 §3): a format choice (NDJSON or CSV) and a button that
 * downloads `GET /report/events` for the range, with a progress bar of the rows received against
 * the server's count (a polite live region says it in words) and a button to cancel. The file is
 * kept in parts while it arrives and saved as one `Blob` at the end.
 */
export function EventExport({ from, to, streamId }: EventExportProps) {
  const { t, i18n } = useTranslation();
  const { client, portal } = useArea();
  const toast = useToast();
  const id = useId();
  const [format, setFormat] = useState<EventExportFormat>('csv');
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const number = (n: number) => n.toLocaleString(i18n.language);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: null });
    try {
      const file = await client.reports.events(
        { from, to, format, ...(streamId ? { stream_id: streamId } : {}) },
        // The CSV's first line is its header, not an event.
        (lines, total) => setProgress({ rows: Math.max(0, format === 'csv' ? lines - 1 : lines), total }),
        controller.signal,
      );
      saveBlob(portal(), file.filename, new Blob(file.parts as BlobPart[], { type: MEDIA_TYPE[format] }));
      toast(t('reports.events.done'), 'success');
    } catch (e) {
      if (!controller.signal.aborted)
        toast(e instanceof Error ? e.message : t('reports.csvFailed'), 'danger');
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const label =
    progress === null
      ? ''
      : progress.total === null
        ? t('reports.events.progressUnknown', { rows: number(progress.rows) })
        : t('reports.events.progress', { rows: number(progress.rows), total: number(progress.total) });
  return (
    <div className="event-export">
      <div className="field">
        <label htmlFor={`${id}-format`}>{t('reports.events.format')}</label>
        <select
          id={`${id}-format`}
          className="input"
          value={format}
          disabled={progress !== null}
          onChange={(e) => setFormat(e.target.value as EventExportFormat)}
        >
          {EVENT_EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`reports.events.formats.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {progress === null ? (
        <button type="button" className="btn export-events" onClick={() => void start()}>
          <FileDown size={16} aria-hidden /> {t('reports.events.export')}
        </button>
      ) : (
        <div className="event-progress">
          <progress
            aria-labelledby={`${id}-progress`}
            max={progress.total ?? undefined}
            value={progress.total === null ? undefined : Math.min(progress.rows, progress.total)}
          />
          <span id={`${id}-progress`} className="muted" aria-live="polite">
            {label}
          </span>
          <button type="button" className="btn btn-ghost" onClick={() => abort.current?.abort()}>
            <X size={16} aria-hidden /> {t('reports.events.cancel')}
          </button>
        </div>
      )}
      <p className="muted hint">{t('reports.events.hint')}</p>
    </div>
  );
}
