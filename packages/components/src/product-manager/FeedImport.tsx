import { type FeedImportResult, type FeedItem, isValidFeedUrl } from '@smuc/sdk';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useToast } from '../ui/Toaster';
import { ImportResult } from './ImportResult';

/**
 * The feed-import section (001 §5, §8): a Google Merchant Center feed URL (RSS / Atom or CSV);
 * an invalid URL says "You must provide a valid url before submit."; success says
 * "N products successfully imported." and lists skipped rows above the form, where the user looks
 * (see {@link ImportResult}); server errors show for 5 s.
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
  const [result, setResult] = useState<(Pick<FeedImportResult, 'rejected'> & { count: number }) | null>(null);

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
      toast((err as Error).message, 'danger', 5000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="feed-import" onSubmit={submit} noValidate>
      {result && <ImportResult count={result.count} rejected={result.rejected} />}
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
