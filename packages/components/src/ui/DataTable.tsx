import type { ReactNode } from 'react';

/** One column of a {@link DataTable}: its key (a row cell's `data-label` reads the same label) and title. */
export interface DataTableColumn {
  key: string;
  label: string;
}

/**
 * The document-like data table of `ui/data-table.css`: a bordered, horizontally scrollable wrap,
 * a header row of column titles, and `children` as the body rows. With `stacked` each row becomes
 * a card under 768 px, its cells labelled by their `data-label` (give every cell the column's label).
 * Include `data-table.css` in the area's styles.
 */
export function DataTable({
  columns,
  className,
  stacked = true,
  caption,
  children,
}: {
  columns: DataTableColumn[];
  /** A caption read by screen readers only (the page's heading already names the table visually). */
  caption?: string;
  /** Extra class names of the table (e.g. to style one table's columns). */
  className?: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  const classes = ['data-table', stacked ? 'stacked' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className="data-table-wrap">
      <table className={classes}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Columns from catalogue keys: `label(key)` writes each title (e.g. `(k) => t(\`area.columns.${k}\`)`). */
export const columnsOf = (keys: string[], label: (key: string) => string): DataTableColumn[] =>
  keys.map((key) => ({ key, label: label(key) }));
