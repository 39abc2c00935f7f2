import {
  type Language,
  type StreamSubscriberCount,
  subscriberCsvHeader,
  subscribersCsv,
  subscribersCsvName,
  TOAST_SHORT_MS,
} from '@smuc/sdk';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import tableCss from '../ui/data-table.css?inline';
import { saveTextFile } from '../ui/download';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import css from './subscribers.css?inline';
import './texts';

function SubscribersBody() {
  const { t } = useTranslation();
  const { client, portal, language } = useArea();
  const toast = useToast();
  const counts = useAsync((signal) => client.subscribers.counts(signal), [client]);
  const [busy, setBusy] = useState<number | null>(null);
  const num = new Intl.NumberFormat(language);
  const download = async (row: StreamSubscriberCount) => {
    setBusy(row.stream_id);
    try {
      const rows = await client.subscribers.list(row.stream_id);
      // The header in the dashboard's language (the area root narrows `lang` to one of the four).
      const header = subscriberCsvHeader(language as Language);
      saveTextFile(portal(), subscribersCsvName(row.title, Date.now()), subscribersCsv(rows, header));
    } catch {
      toast(t('subscribers.csvFailed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setBusy(null);
    }
  };
  const col = (k: string) => t(`subscribers.columns.${k}`);
  return (
    <div className="subscribers-page">
      <div className="page-header">
        <h1>{t('subscribers.title')}</h1>
      </div>
      {counts.status === 'error' ? (
        <WidgetError onRetry={counts.reload} />
      ) : !counts.data ? (
        <div className="subscribers-skeleton">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : counts.data.length === 0 ? (
        <p className="card empty">{t('subscribers.empty')}</p>
      ) : (
        <div className="data-table-wrap">
          <table className="data-table stacked subscribers-table">
            <thead>
              <tr>
                <th scope="col">{col('stream')}</th>
                <th scope="col" className="num">
                  {col('subscribers')}
                </th>
                <th scope="col">{col('download')}</th>
              </tr>
            </thead>
            <tbody>
              {counts.data.map((row) => (
                <tr key={row.stream_id} data-stream-id={row.stream_id}>
                  <th scope="row" data-label={col('stream')}>
                    {row.title}
                  </th>
                  <td data-label={col('subscribers')} className="num">
                    {num.format(row.subscribers)}
                  </td>
                  <td data-label={col('download')}>
                    <button
                      type="button"
                      className="btn csv"
                      disabled={busy === row.stream_id}
                      aria-label={t('subscribers.downloadNamed', { name: row.title })}
                      onClick={() => void download(row)}
                    >
                      <Download size={16} aria-hidden /> {t('subscribers.download')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Subscribers (000 §2 /subscribers): Stream name, Subscribers, Download; the download is the CSV of
 * 000 §7 (byte-order mark, `sep=;` line, header `Stream;E-mail;Created at`, named from the title and
 * a timestamp), built by the sdk from `GET /stream/{id}/subscribers`.
 * Element: `<smuc-subscribers api-base token lang>`.
 */
export function Subscribers(props: AreaProps) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <SubscribersBody />
    </AreaRoot>
  );
}
