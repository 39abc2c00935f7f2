import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Recording } from '@smuc/sdk';
import { Captions, Download, GripVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { formatDuration, formatRecordingDate, isoDuration } from './format';

/**
 * One recording of the modal (001 §2/§4): drag handle (pointer or keyboard, only when `canEdit`),
 * thumbnail, name, date (day and short month), duration (h:mm:ss), a processing badge while not
 * ready, the active switch, the recording's captions (issue 34 §1), download and delete.
 */
export function RecordingRow({
  recording,
  active,
  canEdit,
  downloading,
  downloadBusy,
  onToggle,
  onDownload,
  onCaptions,
  onDelete,
}: {
  recording: Recording;
  /** The working copy's active flag. */
  active: boolean;
  /** Reordering and activating allowed (closed broadcast, every recording ready). */
  canEdit: boolean;
  /** This recording's download is being prepared. */
  downloading: boolean;
  /** Some download is being prepared (one at a time). */
  downloadBusy: boolean;
  onToggle: () => void;
  onDownload: () => void;
  /** Opens the recording's caption tracks. */
  onCaptions: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useArea();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: recording.uid, disabled: !canEdit });
  const name = recording.name;
  return (
    <li
      ref={setNodeRef}
      className={`recording-row${isDragging ? ' dragging' : ''}${active ? '' : ' inactive'}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-uid={recording.uid}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-ghost btn-icon drag-handle"
        aria-label={t('recordings.dragHandle', { name })}
        disabled={!canEdit}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden />
      </button>
      <img
        className="recording-thumb"
        src={recording.thumbnail}
        alt={t('recordings.thumbnailAlt', { name })}
      />
      <span className="recording-info">
        <span className="recording-name" dir="auto">
          {name}
        </span>
        <span className="muted recording-meta">
          <span className="visually-hidden">{t('recordings.recordedAt')} </span>
          <time dateTime={recording.created}>{formatRecordingDate(recording.created, language)}</time>
          <span aria-hidden> · </span>
          <span className="visually-hidden">{t('recordings.duration')} </span>
          <time className="num" dateTime={isoDuration(recording.duration)}>
            {formatDuration(recording.duration)}
          </time>
        </span>
        {!recording.ready && <span className="badge processing">{t('recordings.processing')}</span>}
      </span>
      <label className="switch recording-active">
        <input
          type="checkbox"
          role="switch"
          aria-checked={active}
          aria-label={t('recordings.activeNamed', { name })}
          checked={active}
          disabled={!canEdit}
          onChange={onToggle}
        />
        <span aria-hidden>{t('recordings.active')}</span>
      </label>
      <span className="recording-actions">
        <button
          type="button"
          className="btn btn-ghost download"
          aria-label={t('recordings.downloadNamed', { name })}
          disabled={!recording.ready || downloadBusy}
          aria-busy={downloading}
          onClick={onDownload}
        >
          <Download size={16} aria-hidden />
          <span>{downloading ? t('recordings.downloadPreparing') : t('recordings.download')}</span>
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-icon captions"
          aria-label={t('recordings.captionsNamed', { name })}
          title={t('recordings.captions')}
          onClick={onCaptions}
        >
          <Captions size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-icon delete"
          aria-label={t('recordings.deleteNamed', { name })}
          onClick={onDelete}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </span>
    </li>
  );
}
