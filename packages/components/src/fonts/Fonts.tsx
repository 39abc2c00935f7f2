import type { Font } from '@smuc/sdk';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import tableCss from '../ui/data-table.css?inline';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { FontUploadForm } from './FontUploadForm';
import { cachedFonts, fontCacheKey, storeFonts } from './font-cache';
import css from './fonts.css?inline';
import { previewFamily, useFontFaces } from './useFontFaces';
import './texts';

function FontsTable({
  fonts,
  canDelete,
  onDelete,
}: {
  fonts: Font[];
  canDelete: boolean;
  onDelete: (f: Font) => void;
}) {
  const { t } = useTranslation();
  const { language } = useArea();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const col = (k: string) => t(`fonts.columns.${k}`);
  return (
    <div className="data-table-wrap">
      <table className="data-table stacked fonts-table">
        <thead>
          <tr>
            <th scope="col">{col('family')}</th>
            <th scope="col">{col('type')}</th>
            <th scope="col">{col('preview')}</th>
            <th scope="col">{col('createdAt')}</th>
            {canDelete && <th scope="col">{col('operations')}</th>}
          </tr>
        </thead>
        <tbody>
          {fonts.map((f) => (
            <tr key={f.id} className="font-row">
              <th scope="row" className="font-family" data-label={col('family')}>
                {f.font_family}
              </th>
              <td data-label={col('type')}>{f.mime_type === 'font/otf' ? 'OTF' : 'TTF'}</td>
              <td
                data-label={col('preview')}
                className="font-preview"
                style={{ fontFamily: `${previewFamily(f)}, inherit` }}
              >
                {t('fonts.preview')} <b>{t('fonts.preview')}</b>
              </td>
              <td data-label={col('createdAt')}>{date.format(new Date(f.created_at))}</td>
              {canDelete && (
                <td data-label={col('operations')}>
                  <button
                    type="button"
                    className="btn btn-danger delete-font"
                    aria-label={t('fonts.deleteNamed', { name: f.font_family })}
                    onClick={() => onDelete(f)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FontsBody({ cacheKey, enteredFrom }: { cacheKey: string; enteredFrom?: string }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const user = useAsync((signal) => client.user.me(signal), [client]);
  // 000 §2: entered from the dashboard, the list the dashboard loaded is shown as is; otherwise
  // (and on every later reload: upload, delete, retry) it is fetched.
  const firstLoad = useRef(true);
  const fonts = useAsync(
    async (signal) => {
      const hit = firstLoad.current && enteredFrom === '/dashboard' ? cachedFonts(cacheKey) : undefined;
      firstLoad.current = false;
      if (hit) return hit;
      const list = await client.fonts.list(signal);
      storeFonts(cacheKey, list);
      return list;
    },
    [client, cacheKey],
  );
  const [deleting, setDeleting] = useState<Font | null>(null);
  useFontFaces(fonts.data);
  const canDelete = user.data ? !user.data.masqueraded : false;
  return (
    <div className="fonts-page">
      <div className="page-header">
        <h1>{t('fonts.title')}</h1>
      </div>
      {fonts.status === 'error' ? (
        <WidgetError onRetry={fonts.reload} />
      ) : !fonts.data || !user.data ? (
        <div className="fonts-skeleton">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : fonts.data.length === 0 ? (
        <div className="card empty">
          <p>{t('fonts.empty')}</p>
        </div>
      ) : (
        <FontsTable fonts={fonts.data} canDelete={canDelete} onDelete={setDeleting} />
      )}
      <FontUploadForm onUploaded={() => fonts.reload()} />
      <ConfirmDeleteModal
        title={t('fonts.deleteTitle')}
        item={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(font) => client.fonts.remove(font.id)}
        onDeleted={() => fonts.reload()}
        successText={t('fonts.removed')}
        failureText={t('fonts.removeFailed')}
      >
        {(font) => <p>{t('fonts.deleteConfirm', { name: font.font_family })}</p>}
      </ConfirmDeleteModal>
    </div>
  );
}

/**
 * Custom fonts (000 §2 Fonts, `/profile/fonts`): the list with a preview of each font, the upload
 * form (family, regular and bold ttf/otf files, legal declaration) and delete with confirmation;
 * masqueraded sessions cannot delete. Element: `<smuc-fonts api-base token lang entered-from>`:
 * `entered-from="/dashboard"` (the host's previous route) shows the list the dashboard element
 * loaded on this page without refetching; any other entry refreshes it (000 §2).
 */
export function Fonts(props: AreaProps & { enteredFrom?: string }) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <FontsBody cacheKey={fontCacheKey(props.apiBase, props.token)} enteredFrom={props.enteredFrom} />
    </AreaRoot>
  );
}
