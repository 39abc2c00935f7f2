import { type FetchedProduct, isAmazonLink, type ProductIssue, validateFeedItem, withHttps } from '@smuc/sdk';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import type { FeedDraft } from './draft';
import '../products/texts';

/**
 * The feed item form (001 §3, §5): every field of a player's product, checked by `validateFeedItem`
 * on submit (name, alternate text and CTA limits, price rules, payable needs a price and a payment
 * integration, card provider minimums). "Fetch product data" reads the link on the server
 * (https:// prefixed; disabled for Amazon links with the spec's warning and for a link already
 * fetched); "Fetch with AI" shows only when the server has an AI endpoint configured.
 */
export function FeedItemForm({
  initial,
  context,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: FeedDraft;
  context: { currency: string; payment: string | null };
  submitLabel: string;
  onSubmit: (draft: FeedDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<ProductIssue[]>([]);
  const [fetchedLink, setFetchedLink] = useState<string | null>(null);
  const [fetching, setFetching] = useState<'plain' | 'ai' | null>(null);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const [aiAvailable, setAiAvailable] = useState(false);
  useEffect(() => setDraft(initial), [initial]);
  useEffect(() => {
    const controller = new AbortController();
    client.feedItems.fetchOptions(controller.signal).then(
      (o) => setAiAvailable(o.ai),
      () => setAiAvailable(false),
    );
    return () => controller.abort();
  }, [client]);

  const set = <K extends keyof FeedDraft>(key: K, value: FeedDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  // 000 §5: a decimal comma becomes a dot as typed (`4,5` → `4.5`). A grouped price (`1.299,00`,
  // `1 299,00`, `1,299.00`) stays as typed for the shared sdk parser (issue 21 §2): rewriting its
  // comma would turn it into a different number.
  const setPrice = (key: 'price' | 'sales_price', value: string) =>
    set(key, /^\d*,\d*$/.test(value) ? value.replace(',', '.') : value);
  const errorsOf = (field: string) => issues.filter((i) => i.field === field);

  const link = draft.link.trim();
  const amazon = link !== '' && isAmazonLink(link);
  const alreadyFetched = link !== '' && fetchedLink === withHttps(link);
  const canFetch = link !== '' && !amazon && !alreadyFetched && fetching === null;

  const apply = (p: FetchedProduct) =>
    setDraft((d) => ({
      ...d,
      link: p.url,
      title: p.title ? p.title.slice(0, 128) : d.title,
      description: p.description ?? d.description,
      image: p.image ?? d.image,
      price: p.price !== null ? String(p.price) : d.price,
      sales_price: p.price !== null ? (p.sales_price !== null ? String(p.sales_price) : '') : d.sales_price,
      // The page's currency travels with its price, so a page in another currency is refused, not relabelled.
      currency: p.price !== null ? (p.currency ?? '') : d.currency,
      sku: p.sku ?? d.sku,
    }));

  const fetchData = async (mode: 'plain' | 'ai') => {
    const url = withHttps(link);
    set('link', url);
    setFetching(mode);
    setFetchError(null);
    try {
      const p = mode === 'ai' ? await client.feedItems.aiFetch(url) : await client.feedItems.fetch(url);
      apply(p);
      setFetchedLink(url);
    } catch (error) {
      setFetchError(mode === 'ai' ? t('productManager.aiFailed') : (error as Error).message);
    } finally {
      setFetching(null);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateFeedItem(draft, context);
    setIssues(found);
    if (found.length === 0) onSubmit(draft);
  };

  const text = (
    key: keyof FeedDraft,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> & { multiline?: boolean } = {},
  ) => {
    const errs = errorsOf(key);
    const fieldId = `${id}-${key}`;
    const { multiline, ...rest } = props;
    const common = {
      id: fieldId,
      className: 'input',
      value: String(draft[key]),
      'aria-invalid': errs.length ? true : undefined,
      'aria-describedby': errs.length ? `${fieldId}-error` : undefined,
    } as const;
    return (
      <div className={`field field-${key}`}>
        <label htmlFor={fieldId}>{label}</label>
        {multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(key, e.target.value as never)} />
        ) : (
          <input
            {...common}
            {...rest}
            onChange={(e) =>
              key === 'price' || key === 'sales_price'
                ? setPrice(key, e.target.value)
                : set(key, e.target.value as never)
            }
          />
        )}
        {errs.length > 0 && (
          <span id={`${fieldId}-error`} className="field-error">
            {errs.map((i) => t(`products.rules.${i.code}`, i.params)).join(' ')}
          </span>
        )}
      </div>
    );
  };
  const check = (key: 'payable' | 'show_in_feed' | 'pinned', label: string) => (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={draft[key]}
        checked={draft[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <form className="feed-form" onSubmit={submit} noValidate>
      <div className="fetch-row">
        {text('link', t('productManager.fields.link'), { type: 'url' })}
        <div className="fetch-actions">
          <button type="button" className="btn" disabled={!canFetch} onClick={() => fetchData('plain')}>
            {fetching === 'plain' ? t('productManager.fetching') : t('productManager.fetch')}
          </button>
          {aiAvailable && (
            <button
              type="button"
              className="btn ai-fetch"
              disabled={!canFetch}
              onClick={() => fetchData('ai')}
            >
              {fetching === 'ai' ? t('productManager.fetching') : t('productManager.aiFetch')}
            </button>
          )}
        </div>
      </div>
      {amazon && (
        <p className="alert alert-danger fetch-warning" role="status">
          {t('productManager.amazon')}
        </p>
      )}
      {alreadyFetched && <p className="muted fetch-done">{t('productManager.alreadyFetched')}</p>}
      {fetchError && (
        <p className="alert alert-danger" role="alert">
          {fetchError}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-open`}>{t('productManager.fields.linkOpenIn')}</label>
        <select
          id={`${id}-open`}
          className="input"
          value={draft.link_open_in}
          onChange={(e) => set('link_open_in', e.target.value as FeedDraft['link_open_in'])}
        >
          <option value="_blank">{t('productManager.fields.newTab')}</option>
          <option value="_self">{t('productManager.fields.sameTab')}</option>
        </select>
      </div>
      {text('title', t('productManager.fields.title'), { required: true })}
      {text('description', t('productManager.fields.description'), { multiline: true })}
      <div className="form-row">
        {text('image', t('productManager.fields.image'), { type: 'url' })}
        {text('image_link', t('productManager.fields.imageLink'), { type: 'url' })}
      </div>
      <div className="form-row">
        {text('price', t('productManager.fields.price'), { inputMode: 'decimal' })}
        {text('sales_price', t('productManager.fields.salesPrice'), { inputMode: 'decimal' })}
        {text('alternate_text', t('productManager.fields.alternateText'))}
      </div>
      <div className="form-row">
        {text('sku', t('productManager.fields.sku'))}
        {text('quantity', t('productManager.fields.quantity'), { type: 'number', min: 0, step: 1 })}
        {text('cta', t('productManager.fields.cta'))}
      </div>
      <div className="form-row">
        {text('card_click_tracking', t('productManager.fields.cardClickTracking'), { type: 'url' })}
        {text('link_click_tracking', t('productManager.fields.linkClickTracking'), { type: 'url' })}
      </div>
      <div className="switch-row">
        {check('payable', t('productManager.fields.payable'))}
        {check('show_in_feed', t('productManager.fields.visible'))}
        {check('pinned', t('productManager.fields.pinned'))}
      </div>
      {errorsOf('payable').length > 0 && (
        <p className="field-error" role="alert">
          {errorsOf('payable')
            .map((i) => t(`products.rules.${i.code}`, i.params))
            .join(' ')}
        </p>
      )}
      <div className="modal-actions">
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
