import { type AuditEntry, isForbiddenError, pageCount } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import tableCss from '../ui/data-table.css?inline';
import { Pagination } from '../ui/Pagination';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import css from './audit-log.css?inline';
import './texts';

/** Entries per page of the audit log. */
const PER_PAGE = 50;

/** An e-mail, address or detail inside right-to-left text: kept left to right, or a dash. */
function Ltr({ text, fallback }: { text: string | null; fallback?: string }) {
  return text ? <bdi dir="ltr">{text}</bdi> : <span>{fallback ?? '–'}</span>;
}

function AuditLogBody() {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const [page, setPage] = useState(1);
  const log = useAsync(
    (signal) => client.staff.auditLog({ page, per_page: PER_PAGE }, signal),
    [client, page],
  );
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const col = (k: string) => t(`auditLog.columns.${k}`);
  const forbidden = log.status === 'error' && isForbiddenError(log.error);
  return (
    <div className="audit-log-page">
      <div className="page-header">
        <h1>{t('auditLog.title')}</h1>
      </div>
      <p className="audit-log-intro">{t('auditLog.intro')}</p>
      {forbidden ? (
        <p className="card empty">{t('auditLog.staffOnly')}</p>
      ) : log.status === 'error' ? (
        <WidgetError onRetry={log.reload} />
      ) : !log.data ? (
        <div className="audit-log-skeleton">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : log.data.items.length === 0 ? (
        <p className="card empty">{t('auditLog.empty')}</p>
      ) : (
        <>
          <p className="audit-log-total">{t('auditLog.total', { count: log.data.total })}</p>
          <div className="data-table-wrap">
            <table className="data-table stacked audit-log-table">
              <thead>
                <tr>
                  {['when', 'action', 'staff', 'account', 'address', 'detail'].map((k) => (
                    <th key={k} scope="col">
                      {col(k)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry: AuditEntry) => (
                  <tr key={entry.id} data-action={entry.action}>
                    <td data-label={col('when')}>
                      <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
                    </td>
                    <td data-label={col('action')}>{t(`auditLog.actions.${entry.action}`)}</td>
                    <td data-label={col('staff')}>
                      <Ltr text={entry.staff_email} fallback={t('auditLog.deleted')} />
                    </td>
                    <td data-label={col('account')}>
                      <Ltr text={entry.account_email} fallback={t('auditLog.deleted')} />
                    </td>
                    <td data-label={col('address')}>
                      <Ltr text={entry.address} />
                    </td>
                    <td data-label={col('detail')} className="audit-log-detail">
                      <Ltr text={entry.detail} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={pageCount(log.data.total, PER_PAGE)} onChange={setPage} />
        </>
      )}
    </div>
  );
}

/**
 * The staff audit log (issue 33 §1): the `audit_log` entries from `GET /staff/audit-log`, newest
 * first, 50 a page: when, what, which staff member, which account, from where and the detail
 * (refused route, limits written). Staff signed in as themselves only: the server answers 403 to
 * anyone else (a masqueraded session included) and the element then says the page is for staff.
 * Element: `<smuc-audit-log api-base token lang>`.
 */
export function AuditLog(props: AreaProps) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <AuditLogBody />
    </AreaRoot>
  );
}
