import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/Toaster';

/**
 * A read-only value with a Copy button (001 §2 Start-the-stream and Destinations panels): a single
 * line input, or a textarea for `multiline` codes. Copying toasts "Copied.".
 */
export function CopyRow({
  id,
  label,
  value,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        {multiline ? (
          <textarea id={id} className="input mono code-box" readOnly value={value} rows={4} />
        ) : (
          <input id={id} className="input mono" readOnly value={value} />
        )}
        <button
          type="button"
          className="btn"
          aria-label={`${t('playerEditor.start.copy')}: ${label}`}
          onClick={() =>
            navigator.clipboard?.writeText(value).then(() => toast(t('playerEditor.start.copied')))
          }
        >
          <Copy size={16} aria-hidden /> {t('playerEditor.start.copy')}
        </button>
      </div>
    </div>
  );
}
