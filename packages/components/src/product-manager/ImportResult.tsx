import { type FeedImportResult, toCsv } from '@smuc/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTextFile } from '../ui/download';
// Its texts are the product manager's: registered here too, so the result renders wherever it is used.
import './texts';

/**
 * What a feed import did (issue 21 §6), shown at the top of the import section and focused when it
 * arrives, so it is in view above any fixed action bar: the imported count, every skipped row with
 * its title, price and reason, and a download of the skipped rows as CSV (column titles in the
 * user's language). A feed refused as a whole (no importable row, issue 28 §4) shows the server's
 * `refusal` text (already in the user's language) instead of the count; its rows carry only their
 * reasons, so the title and price columns are left out when no row has either.
 */
export function ImportResult({
  count,
  rejected,
  refusal,
}: {
  count: number;
  rejected: FeedImportResult['rejected'];
  refusal?: string;
}) {
  const { t } = useTranslation();
  const details = rejected.some((r) => r.title !== null || r.price !== null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const download = () => {
    const header = details
      ? [
          t('productManager.skipped.row'),
          t('productManager.skipped.title'),
          t('productManager.skipped.price'),
          t('productManager.skipped.reason'),
        ]
      : [t('productManager.skipped.row'), t('productManager.skipped.reason')];
    const rows = rejected.map((r) =>
      details ? [r.row, r.title ?? '', r.price ?? '', r.message] : [r.row, r.message],
    );
    saveTextFile(box.current, 'skipped-rows.csv', toCsv(header, rows, { bom: true }));
  };

  return (
    <div ref={box} className="import-result" role="status" tabIndex={-1}>
      {refusal ? (
        <p className="import-refusal">{refusal}</p>
      ) : (
        <p className="import-count">{t('productManager.imported', { count })}</p>
      )}
      {rejected.length > 0 && (
        <>
          <p>{t('productManager.skipped.summary', { count: rejected.length })}</p>
          {/* Wider than a narrow screen: it scrolls, so it takes focus for keyboard scrolling. */}
          <section
            className="skipped-scroll"
            aria-label={t('productManager.skipped.caption')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="skipped-table">
              <caption className="visually-hidden">{t('productManager.skipped.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('productManager.skipped.row')}</th>
                  {details && <th scope="col">{t('productManager.skipped.title')}</th>}
                  {details && <th scope="col">{t('productManager.skipped.price')}</th>}
                  <th scope="col">{t('productManager.skipped.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {rejected.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    {details && <td>{r.title ?? ''}</td>}
                    {details && (
                      <td>
                        <bdi>{r.price ?? ''}</bdi>
                      </td>
                    )}
                    <td>{r.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <button type="button" className="btn" onClick={download}>
            {t('productManager.skipped.download')}
          </button>
        </>
      )}
    </div>
  );
}
