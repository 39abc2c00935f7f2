import { type FeedImportResult, toCsv } from '@smuc/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTextFile } from '../ui/download';

/**
 * What a feed import did (issue 21 §6), shown at the top of the import section and focused when it
 * arrives, so it is in view above any fixed action bar: the imported count, every skipped row with
 * its title, price and reason, and a download of the skipped rows as CSV (column titles in the
 * user's language).
 */
export function ImportResult({ count, rejected }: { count: number; rejected: FeedImportResult['rejected'] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const download = () => {
    const header = [
      t('productManager.skipped.row'),
      t('productManager.skipped.title'),
      t('productManager.skipped.price'),
      t('productManager.skipped.reason'),
    ];
    const rows = rejected.map((r) => [r.row, r.title ?? '', r.price ?? '', r.message]);
    saveTextFile(box.current, 'skipped-rows.csv', toCsv(header, rows, { bom: true }));
  };

  return (
    <div ref={box} className="import-result" role="status" tabIndex={-1}>
      <p className="import-count">{t('productManager.imported', { count })}</p>
      {rejected.length > 0 && (
        <>
          <p>{t('productManager.skipped.summary', { count: rejected.length })}</p>
          <div className="skipped-scroll">
            <table className="skipped-table">
              <caption className="visually-hidden">{t('productManager.skipped.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('productManager.skipped.row')}</th>
                  <th scope="col">{t('productManager.skipped.title')}</th>
                  <th scope="col">{t('productManager.skipped.price')}</th>
                  <th scope="col">{t('productManager.skipped.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {rejected.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>{r.title ?? ''}</td>
                    <td>{r.price ?? ''}</td>
                    <td>{r.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="btn" onClick={download}>
            {t('productManager.skipped.download')}
          </button>
        </>
      )}
    </div>
  );
}
