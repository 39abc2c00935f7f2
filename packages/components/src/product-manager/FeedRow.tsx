import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { displayPrice, type ProductIssue } from '@smuc/sdk';
import { GripVertical, Package, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedDraft } from './draft';
import { TimingInputs } from './TimingInputs';
import '../products/texts';

/**
 * One product of the player's list (001 §4): a drag handle (mouse, touch and keyboard: Space picks
 * up, arrows move, Space drops), image, name and price, the visible / payable / pinned switches
 * (pinned hidden when auto card timing is on), edit and delete; in the detailed view also SKU,
 * link and the timing ranges (not for live players).
 */
export function FeedRow({
  draft,
  currency,
  detailed,
  showPinned,
  showTiming,
  issues,
  serverErrors,
  onToggle,
  onPin,
  onEdit,
  onDelete,
  onChange,
}: {
  draft: FeedDraft;
  currency: string;
  detailed: boolean;
  showPinned: boolean;
  showTiming: boolean;
  issues: ProductIssue[];
  serverErrors: string[];
  onToggle: (field: 'show_in_feed' | 'payable') => void;
  onPin: (pinned: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onChange: (draft: FeedDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: draft.key,
    });
  const price = displayPrice(draft.price, draft.sales_price, currency, i18n.language);
  const name = draft.title || '—';
  const fieldIssues = issues.filter((i) => !i.field.endsWith('_from') && !i.field.endsWith('_to'));
  const timingIssues = issues.filter((i) => i.field.endsWith('_from') || i.field.endsWith('_to'));
  const switchFor = (label: string, checked: boolean, onChange: () => void, cls: string) => (
    <label className={`switch ${cls}`}>
      <input type="checkbox" role="switch" aria-checked={checked} checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
  return (
    <li
      ref={setNodeRef}
      className={`feed-row${isDragging ? ' dragging' : ''}${draft.updated ? ' changed' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-key={draft.key}
    >
      <div className="feed-row-main">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-ghost btn-icon drag-handle"
          aria-label={t('productManager.dragHandle', { name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={16} aria-hidden />
        </button>
        {draft.image ? (
          <img src={draft.image} alt="" className="feed-image" />
        ) : (
          <span className="feed-image" aria-hidden>
            <Package size={16} />
          </span>
        )}
        <span className="feed-title">
          <span className="feed-name">{name}</span>
          <span className="muted num">{price ?? draft.alternate_text}</span>
          {draft.id === undefined ? (
            <span className="badge">{t('productManager.notSaved')}</span>
          ) : draft.updated ? (
            <span className="badge">{t('productManager.unsaved')}</span>
          ) : null}
        </span>
        <span className="feed-switches">
          {switchFor(
            t('productManager.visible'),
            draft.show_in_feed,
            () => onToggle('show_in_feed'),
            'switch-visible',
          )}
          {switchFor(t('productManager.payable'), draft.payable, () => onToggle('payable'), 'switch-payable')}
          {showPinned &&
            switchFor(t('productManager.pinned'), draft.pinned, () => onPin(!draft.pinned), 'switch-pinned')}
        </span>
        <span className="operations">
          <button
            type="button"
            className="btn btn-ghost btn-icon"
            aria-label={t('productManager.editItem', { name })}
            onClick={onEdit}
          >
            <Pencil size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-icon"
            aria-label={t('productManager.deleteItem', { name })}
            onClick={onDelete}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </span>
      </div>
      {detailed && (
        <div className="feed-row-detail muted">
          {draft.sku && <span>SKU {draft.sku}</span>}
          {draft.link && <span className="feed-link">{draft.link}</span>}
        </div>
      )}
      {detailed && showTiming && <TimingInputs draft={draft} name={name} onChange={onChange} />}
      {(fieldIssues.length > 0 || timingIssues.length > 0 || serverErrors.length > 0) && (
        <ul className="field-error feed-issues" role="alert">
          {[...fieldIssues, ...timingIssues].map((i) => (
            <li key={`${i.field}-${i.code}`}>{t(`products.rules.${i.code}`, i.params)}</li>
          ))}
          {serverErrors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
