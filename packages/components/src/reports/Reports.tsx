import {
  canViewReports,
  defaultReportRange,
  type ReportGroupBy,
  type ReportQuery,
  TOAST_SHORT_MS,
} from '@smuc/sdk';
import { CircleHelp, Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { DayField } from '../ui/DayField';
import tableCss from '../ui/data-table.css?inline';
import { saveTextFile } from '../ui/download';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { Autosuggest } from './Autosuggest';
import { EventExport } from './EventExport';
import { Funnel } from './Funnel';
import { HelpModal } from './HelpModal';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import css from './reports.css?inline';
import './texts';

function ReportsBody() {
  const { t } = useTranslation();
  const { client, portal } = useArea();
  const toast = useToast();
  const [draft, setDraft] = useState<ReportQuery>(() => ({
    ...defaultReportRange(Date.now()),
    customer: '',
    campaign: '',
  }));
  const [query, setQuery] = useState<ReportQuery>(draft);
  const [quick, setQuick] = useState('');
  const [groupBy, setGroupBy] = useState<ReportGroupBy>('stream');
  const [help, setHelp] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [charted, setCharted] = useState<{ id: number; title: string } | null>(null);
  const user = useAsync((signal) => client.user.me(signal), [client]);
  const report = useAsync((signal) => client.reportTable.myStreams(query, signal), [client, query]);
  const suggestCustomers = useCallback(
    (name: string, signal: AbortSignal) => client.reportTable.customers(name, signal),
    [client],
  );
  const suggestCampaigns = useCallback(
    (name: string, signal: AbortSignal) => client.reportTable.campaigns(draft.customer ?? '', name, signal),
    [client, draft.customer],
  );
  const impressionBased = user.data?.impression_based ?? false;
  // Also refuses a start after the end and a range the server refuses (while a year is being
  // typed, its digits make 0002, 0020, 0202 on the way).
  const canView = canViewReports(draft.start, draft.end);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await client.reportTable.csv({ ...query, group_by: groupBy });
      saveTextFile(portal(), file.filename, file.text);
    } catch (e) {
      toast(e instanceof Error ? e.message : t('reports.csvFailed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="reports-page">
      <div className="page-header">
        <h1>{t('reports.title')}</h1>
        <button type="button" className="btn help" onClick={() => setHelp(true)}>
          <CircleHelp size={16} aria-hidden /> {t('reports.help')}
        </button>
      </div>
      <form
        className="card report-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (canView) setQuery({ ...draft });
          setCharted(null);
        }}
      >
        <DayField
          label={t('reports.start')}
          name="start"
          value={draft.start}
          max={draft.end || undefined}
          onChange={(start) => setDraft((d) => ({ ...d, start }))}
        />
        <DayField
          label={t('reports.end')}
          name="end"
          value={draft.end}
          min={draft.start || undefined}
          onChange={(end) => setDraft((d) => ({ ...d, end }))}
        />
        <Autosuggest
          label={t('reports.customer')}
          name="customer"
          value={draft.customer ?? ''}
          onChange={(customer) => setDraft((d) => ({ ...d, customer }))}
          suggest={suggestCustomers}
        />
        <Autosuggest
          label={t('reports.campaign')}
          name="campaign"
          value={draft.campaign ?? ''}
          onChange={(campaign) => setDraft((d) => ({ ...d, campaign }))}
          suggest={suggestCampaigns}
        />
        <button type="submit" className="btn btn-primary view-reports" disabled={!canView}>
          {t('reports.view')}
        </button>
      </form>
      <div className="report-toolbar">
        <div className="field quick-filter">
          <label htmlFor="report-quick">{t('reports.quickFilter')}</label>
          <input
            id="report-quick"
            name="quick"
            type="search"
            className="input"
            value={quick}
            aria-describedby="report-quick-hint"
            onChange={(e) => setQuick(e.target.value)}
          />
          <span id="report-quick-hint" className="muted hint">
            {t('reports.quickFilterHint')}
          </span>
        </div>
        <div className="export">
          <div className="field">
            <label htmlFor="report-group">{t('reports.groupBy')}</label>
            <select
              id="report-group"
              className="input"
              value={groupBy}
              onChange={(e) => setGroupBy(e.target.value as ReportGroupBy)}
            >
              <option value="stream">{t('reports.groupByStream')}</option>
              <option value="product">{t('reports.groupByProduct')}</option>
            </select>
          </div>
          <button
            type="button"
            className="btn export-csv"
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            <Download size={16} aria-hidden /> {t('reports.csv')}
          </button>
        </div>
        <EventExport from={query.start} to={query.end} />
      </div>
      {report.status === 'error' ? (
        <WidgetError onRetry={report.reload} />
      ) : report.status === 'loading' || !user.data ? (
        <div className="report-skeleton">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </div>
      ) : (
        <>
          <ReportChart query={query} player={charted} onShowAll={() => setCharted(null)} />
          <div className="card">
            <Funnel
              query={charted ? { ...query, stream_id: charted.id } : query}
              scope={charted ? charted.title || t('players.untitled') : t('reports.chart.allPlayers')}
            />
          </div>
          <ReportTable
            rows={report.data}
            impressionBased={impressionBased}
            quickFilter={quick}
            chartedId={charted?.id ?? null}
            onChart={(row) => setCharted({ id: row.id, title: row.title })}
          />
        </>
      )}
      <HelpModal isOpen={help} onClose={() => setHelp(false)} impressionBased={impressionBased} />
    </div>
  );
}

/**
 * Reports (000 §2 Reports): the per-player table for a date range (default the last 30 days;
 * "View Reports" disabled until both dates are set), customer and campaign filters with
 * autosuggest, a chart of one metric per day with the previous period (all players, or the row
 * whose chart button was pressed), the player-name quick filter, rows opening into product statistics, the reduced
 * metric set for impression-based accounts, the funnel of the same players and range (issue 34 §2), the help modal, the CSV export and the raw event export
 * with its download progress (issue 34 §3).
 * Element: `<smuc-reports api-base token lang>`.
 */
export function Reports(props: AreaProps) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <ReportsBody />
    </AreaRoot>
  );
}
