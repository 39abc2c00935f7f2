import type { LucideIcon } from 'lucide-react';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';

/**
 * An action-bar button that opens another dashboard area of the same player in a modal (001 §2:
 * Moderation, Recordings): the area is its own custom element (`tag`, e.g. `smuc-moderation`),
 * given the stream id and the editor's API base, token and language, so it keeps its own client,
 * store and texts. Renders nothing when that element is not registered on the page.
 */
export function AreaModalButton({
  tag,
  label,
  icon: Icon,
  streamId,
  apiBase,
  token,
  lang,
}: {
  tag: string;
  label: string;
  icon: LucideIcon;
  streamId: number;
  apiBase?: string;
  token?: string;
  lang?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (typeof customElements === 'undefined' || !customElements.get(tag)) return null;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} title={label}>
        <Icon size={16} aria-hidden /> <span className="btn-label">{label}</span>
      </button>
      <Modal title={label} isOpen={open} onClose={() => setOpen(false)}>
        {createElement(tag, { 'stream-id': String(streamId), 'api-base': apiBase, token, lang })}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            {t('common.close')}
          </button>
        </div>
      </Modal>
    </>
  );
}
