import { type FeedImportResult, type FeedItem, isValidationError, isValidFeedUrl } from '@smuc/sdk';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useToast } from '../ui/Toaster';
import { ImportResult } from './ImportResult';

/**
 * The feed-import section (001 §5, §8): a Google Merchant Center feed URL (RSS / Atom or CSV);
 * an invalid URL says "You must provide a valid url before submit."; success says
 * "N products successfully imported." and lists skipped rows above the form, where the user looks
 * (see {@link ImportResult}); server errors show for 5 s, and a feed refused for having no
 * importable row lists its skipped rows the same way.
 */
export function FeedImport({
  streamId,
  onImported,
}: {
  streamId: number;
  onImported: (items: FeedItem[]) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<
    (Pick<FeedImportResult, 'rejected'> & { count: number; refusal?: string }) | null
  >(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (!isValidFeedUrl(url)) return setError(t('productManager.invalidUrl'));
    setError(null);
    setBusy(true);
    try {
      const answer = await client.feedItems.import(streamId, url.trim());
      setResult({ count: answer.imported, rejected: answer.rejected });
      toast(t('productManager.imported', { count: answer.imported }));
      onImported(answer.items);
    } catch (err) {
      // A feed with no importable row still lists why each row was skipped (issue 28 §4).
      const skipped = isValidationError(err) ? skippedRows(err.errors) : [];
      if (skipped.length) setResult({ count: 0, rejected: skipped, refusal: (err as Error).message });
      toast((err as Error).message, 'danger', 5000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="feed-import" onSubmit={submit} noValidate>
      {result && <ImportResult count={result.count} rejected={result.rejected} refusal={result.refusal} />}
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('productManager.importUrl')}</label>
        <input
          id={`${id}-url`}
          className="input"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <span id={`${id}-hint`} className="muted">
          {t('productManager.importHint')}
        </span>
        {error && (
          <span id={`${id}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('productManager.importing') : t('productManager.import')}
      </button>
    </form>
  );
}

/** The skipped rows of a refused import: the answer's `rows.{row}` errors, in row order. */
function skippedRows(errors: Record<string, string[]>): FeedImportResult['rejected'] {
  return Object.entries(errors)
    .map(([key, messages]) => ({ row: Number(/^rows\.(\d+)$/.exec(key)?.[1]), messages }))
    .filter((r) => Number.isInteger(r.row))
    .sort((a, b) => a.row - b.row)
    .map((r) => ({ row: r.row, message: r.messages.join(' '), title: null, price: null }));
}
