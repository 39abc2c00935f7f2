import {
  effectiveQuickFilter,
  hasProductStats,
  REPORT_PAGE_SIZE,
  type ReportMetric,
  type ReportRow,
  reportMetrics,
  streamKindLabel,
} from '@smuc/sdk';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { ChartLine, ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Pagination } from '../ui/Pagination';
import { ProductStats } from './ProductStats';

const RATES = new Set<string>(['vcr', 'product_ctr', 'product_link_ctr', 'engagement_rate']);

/**
 * The per-player report table (000 §2, §3) on TanStack Table: the player, its customer and
 * campaign, then every metric the account sees; the player-name quick filter from 3 characters;
 * 25 rows per page; a row opens into its products only when it has product statistics.
 */
export function ReportTable({
  rows,
  impressionBased,
  quickFilter,
  chartedId = null,
  onChart,
}: {
  rows: ReportRow[];
  impressionBased: boolean;
  quickFilter: string;
  /** The player the chart above shows, if one (its chart button is pressed). */
  chartedId?: number | null;
  /** Charts one player's row; without it rows have no chart button. */
  onChart?: (row: ReportRow) => void;
}) {
  const { t } = useTranslation();
  const { language } = useArea();
  const num = useMemo(() => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }), [language]);
  const columns = useMemo<ColumnDef<ReportRow>[]>(() => {
    const metric = (m: ReportMetric): ColumnDef<ReportRow> => ({
      id: m,
      header: t(`reports.metrics.${m}.name`),
      accessorFn: (r) => r[m],
      cell: (c) => {
        const v = c.getValue<number | null>();
        return v === null ? '' : RATES.has(m) ? `${num.format(v)}%` : num.format(v);
      },
      meta: { numeric: true },
    });
    return [
      {
        id: 'title',
        accessorKey: 'title',
        header: t('reports.player'),
        filterFn: (row, _id, value: string) => row.original.title.toLowerCase().includes(value.toLowerCase()),
        cell: ({ row }) => {
          const r = row.original;
          const name = r.title || t('players.untitled');
          return (
            <div className="player-cell">
              {row.getCanExpand() ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-icon expand"
                  aria-expanded={row.getIsExpanded()}
                  aria-label={t(row.getIsExpanded() ? 'reports.closeProducts' : 'reports.openProducts', {
                    name,
                  })}
                  onClick={row.getToggleExpandedHandler()}
                >
                  {row.getIsExpanded() ? (
                    <ChevronDown size={16} aria-hidden />
                  ) : (
                    <ChevronRight size={16} aria-hidden className="flip-rtl" />
                  )}
                </button>
              ) : (
                <span className="expand-spacer" />
              )}
              <span className="player-name">
                <span className="title">
                  <bdi>{name}</bdi>
                </span>
                <span className="muted kind">
                  {t(
                    `kinds.${streamKindLabel({ type: r.type as 0 | 1 | 2 | 4, stream_status: 0, optimize_for_ad: r.optimize_for_ad })}`,
                  )}
                  {r.deleted && <span className="badge badge-deleted">{t('reports.deleted')}</span>}
                </span>
              </span>
              {onChart && (
                <button
                  type="button"
                  className="btn btn-ghost btn-icon chart-player"
                  aria-pressed={chartedId === r.id}
                  aria-label={t('reports.chart.chartPlayer', { name })}
                  onClick={() => onChart(r)}
                >
                  <ChartLine size={16} aria-hidden />
                </button>
              )}
            </div>
          );
        },
      },
      {
        id: 'customer',
        accessorKey: 'customer',
        header: t('reports.customer'),
        cell: (c) => c.getValue<string>() || <span className="muted">{t('reports.none')}</span>,
      },
      {
        id: 'campaign',
        accessorKey: 'campaign',
        header: t('reports.campaign'),
        cell: (c) => c.getValue<string>() || <span className="muted">{t('reports.none')}</span>,
      },
      ...reportMetrics(impressionBased).map(metric),
    ];
  }, [t, num, impressionBased, chartedId, onChart]);

  const filter = effectiveQuickFilter(quickFilter);
  // The same filter array while the filter stays: a new one on each render makes the table
  // recompute its filtered rows, which resets the page, which renders again, without end (the page
  // froze when a click re-rendered the report).
  const columnFilters = useMemo(() => (filter ? [{ id: 'title', value: filter }] : []), [filter]);
  const table = useReactTable({
    data: rows,
    columns,
    state: { columnFilters },
    getRowCanExpand: (row) => hasProductStats(row.original),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: REPORT_PAGE_SIZE } },
    autoResetPageIndex: true,
  });
  const visible = table.getRowModel().rows;
  const total = table.getFilteredRowModel().rows.length;
  const { pageIndex, pageSize } = table.getState().pagination;
  if (total === 0) return <p className="card empty report-empty">{t('reports.empty')}</p>;
  return (
    <>
      <div className="data-table-wrap report-wrap">
        <table className="data-table report-table">
          <thead>
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => (
                  <th
                    key={h.id}
                    scope="col"
                    className={
                      (h.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric ? 'num' : h.id
                    }
                  >
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {visible.map((row) => (
              <Fragment key={row.id}>
                <tr
                  className={`report-row${row.original.deleted ? ' deleted' : ''}`}
                  data-stream-id={row.original.id}
                >
                  {row.getVisibleCells().map((cell) => {
                    const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)
                      ?.numeric;
                    const Tag = cell.column.id === 'title' ? 'th' : 'td';
                    return (
                      <Tag
                        key={cell.id}
                        scope={Tag === 'th' ? 'row' : undefined}
                        className={numeric ? `num m-${cell.column.id}` : cell.column.id}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Tag>
                    );
                  })}
                </tr>
                {row.getIsExpanded() && (
                  <tr className="products-row">
                    <td colSpan={row.getVisibleCells().length}>
                      <ProductStats row={row.original} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <div className="report-footer">
        <span className="muted" aria-live="polite">
          {t('reports.rowsShown', {
            from: pageIndex * pageSize + 1,
            to: Math.min(total, (pageIndex + 1) * pageSize),
            count: total,
          })}
        </span>
        <Pagination
          page={pageIndex + 1}
          totalPages={table.getPageCount()}
          onChange={(p) => table.setPageIndex(p - 1)}
        />
      </div>
    </>
  );
}
