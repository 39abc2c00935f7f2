import { Copy } from 'lucide-react';
import { useToast } from './Toaster';

/**
 * A read-only value with a Copy button (001 §2 Start-the-stream and Destinations panels): a single
 * line input, or a textarea for `multiline` codes. The owning area gives the words: `copyText` on
 * the button (its accessible name adds the field's label), `copiedText` toasted after copying. The
 * value is a code, address or key: always left to right, also on an Arabic page.
 */
export function CopyRow({
  id,
  label,
  value,
  multiline = false,
  copyText,
  copiedText,
}: {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
  copyText: string;
  copiedText: string;
}) {
  const toast = useToast();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        {multiline ? (
          <textarea id={id} className="input mono code-box" dir="ltr" readOnly value={value} rows={4} />
        ) : (
          <input id={id} className="input mono" dir="ltr" readOnly value={value} />
        )}
        <button
          type="button"
          className="btn"
          aria-label={`${copyText}: ${label}`}
          onClick={() => navigator.clipboard?.writeText(value).then(() => toast(copiedText))}
        >
          <Copy size={16} aria-hidden /> {copyText}
        </button>
      </div>
    </div>
  );
}
