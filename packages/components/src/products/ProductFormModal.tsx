import {
  CROP_SIZES,
  type Currency,
  currencySchema,
  type Product,
  type ProductIssue,
  validateProduct,
} from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';
import { ImageUploadField } from '../ui/upload/ImageUploadField';

interface Draft {
  name: string;
  sku: string;
  price: string;
  sales_price: string;
  currency: Currency;
  image: string;
  link: string;
}

const toDraft = (p: Product | null): Draft => ({
  name: p?.name ?? '',
  sku: p?.sku ?? '',
  price: p?.price === null || p?.price === undefined ? '' : String(p.price),
  sales_price: p?.sales_price === null || p?.sales_price === undefined ? '' : String(p.sales_price),
  currency: p?.currency ?? 'eur',
  image: p?.image ?? '',
  link: p?.link ?? '',
});

/**
 * "Create new item" / edit (000 §2): the modal titled Add product or Edit product. Checks
 * `validateProduct` before sending (name required, max 128; sales price lower than price; comma
 * prices); the server's per-field answers are shown beside the fields.
 */
export function ProductFormModal({
  product,
  isOpen,
  onClose,
  onSaved,
}: {
  /** The product to edit; `null` creates one. */
  product: Product | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (p: Product) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => toDraft(product));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setDraft(toDraft(product));
      setErrors({});
    }
  }, [isOpen, product]);

  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const ruleErrors = (issues: ProductIssue[]) => {
    const out: Record<string, string[]> = {};
    for (const i of issues) out[i.field] = [...(out[i.field] ?? []), t(`products.rules.${i.code}`, i.params)];
    return out;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const issues = validateProduct(draft);
    if (issues.length) return setErrors(ruleErrors(issues));
    setBusy(true);
    try {
      const input = {
        name: draft.name,
        sku: draft.sku || null,
        price: draft.price || null,
        sales_price: draft.sales_price || null,
        currency: draft.currency,
        image: draft.image || null,
        link: draft.link || null,
      };
      const saved = product
        ? await client.products.update(product.id, input)
        : await client.products.create(input);
      toast(t('products.saved'));
      onSaved(saved);
    } catch (error) {
      const fieldErrors = (error as { errors?: Record<string, string[]> }).errors;
      if (fieldErrors && Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else toast((error as Error).message || t('products.failed'), 'danger');
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: keyof Draft,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className="field">
      <label htmlFor={`product-${key}`}>{label}</label>
      <input
        id={`product-${key}`}
        className="input"
        value={draft[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `product-${key}-error` : undefined}
        {...props}
      />
      {errors[key] && (
        <span id={`product-${key}-error`} className="field-error">
          {errors[key].join(' ')}
        </span>
      )}
    </div>
  );

  return (
    <Modal
      title={product ? t('products.editTitle') : t('products.addTitle')}
      isOpen={isOpen}
      onClose={onClose}
      locked={busy}
    >
      <form className="product-form" onSubmit={submit} noValidate>
        {field('name', t('products.fields.name'), { required: true, maxLength: 128, autoFocus: true })}
        {field('sku', t('products.fields.sku'))}
        <div className="form-row">
          {field('price', t('products.fields.price'), { inputMode: 'decimal' })}
          {field('sales_price', t('products.fields.salesPrice'), { inputMode: 'decimal' })}
          <div className="field">
            <label htmlFor="product-currency">{t('products.fields.currency')}</label>
            <select id="product-currency" className="input" value={draft.currency} onChange={set('currency')}>
              {currencySchema.options.map((c) => (
                <option key={c} value={c}>
                  {c.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
        </div>
        {field('image', t('products.fields.image'), { type: 'url' })}
        <ImageUploadField
          target={CROP_SIZES.product}
          onUploaded={(m) => setDraft((d) => ({ ...d, image: m.url }))}
        />
        {field('link', t('products.fields.link'), { type: 'url' })}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
