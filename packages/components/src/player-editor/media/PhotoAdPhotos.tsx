import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IMAGE_FIELD_KINDS,
  imageFieldTarget,
  invalidFieldImageMessage,
  type Media,
  PHOTO_AD_MAX_PHOTOS,
  TOAST_SHORT_MS,
} from '@smuc/sdk';
import { GripVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useToast } from '../../ui/Toaster';
import { ImageUploadField } from '../../ui/upload/ImageUploadField';
import { useEditor, useEditorState } from '../context';
import { useServerClear } from './useServerClear';

const EMPTY: Media[] = [];

function PhotoRow({
  media,
  index,
  disabled,
  onRemove,
}: {
  media: Media;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: media.id, disabled });
  const label = t('playerEditorMedia.photos.image', { index: index + 1 });
  return (
    <li
      ref={setNodeRef}
      className={`photo-row${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-id={media.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-ghost btn-small drag-handle"
        aria-label={t('playerEditorMedia.photos.move', { index: index + 1 })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden />
      </button>
      {/* The text beside names the image; the thumbnail itself is decorative. */}
      <img src={media.thumbnail_url} alt="" />
      <span className="grow">{label}</span>
      <button
        type="button"
        className="btn btn-ghost btn-small photo-remove"
        aria-label={t('playerEditorMedia.remove', { name: label })}
        disabled={disabled}
        onClick={onRemove}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </li>
  );
}

/**
 * The photo-ad images (001 §3 `photoad_photos`, §5, §9): up to 5 images of 800x450 (the crop
 * dialog for other ratios), in display order. Reorder by dragging or from the handle by keyboard
 * (dnd-kit: Space or Enter picks up, arrows move, Space or Enter drops, Escape cancels); the order
 * is saved with the player. Remove calls `DELETE /cloudflare/image/{id}/stream/{streamId}` at once.
 * The autoswipe duration (0-10 s) sits in the general section beside the type.
 */
export function PhotoAdPhotos() {
  const { t } = useTranslation();
  const { client, portal } = useArea();
  const toast = useToast();
  const { store, readOnly } = useEditor();
  const photos = useEditorState((s) => s.draft?.photoad_photos ?? EMPTY);
  const streamId = useEditorState((s) => s.saved?.id ?? 0);
  const clear = useServerClear();
  const [busy, setBusy] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const setPhotos = (change: (list: Media[]) => Media[]) =>
    store.getState().edit((d) => ({ ...d, photoad_photos: change(d.photoad_photos ?? []) }));
  const full = photos.length >= PHOTO_AD_MAX_PHOTOS;
  const target = imageFieldTarget('photoad_photos', { ad_size: null });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setPhotos((list) => {
      const from = list.findIndex((m) => m.id === active.id);
      const to = list.findIndex((m) => m.id === over.id);
      return from < 0 || to < 0 ? list : arrayMove(list, from, to);
    });
  };

  const remove = async (media: Media) => {
    setBusy(true);
    try {
      await client.media.removeImage(media.id, streamId);
      clear((s) => ({ ...s, photoad_photos: (s.photoad_photos ?? []).filter((m) => m.id !== media.id) }));
      toast(t('playerEditorMedia.removed'), 'success', TOAST_SHORT_MS);
    } catch {
      toast(t('playerEditorMedia.removeFailed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="photo-ads media-field" aria-labelledby="photo-ads-title">
      <h3 id="photo-ads-title">{t('playerEditorMedia.photos.title')}</h3>
      <p className="muted" id="photo-ads-hint">
        {t('playerEditorMedia.photos.hint', { max: PHOTO_AD_MAX_PHOTOS })}
      </p>
      <p className="muted" aria-live="polite">
        {t('playerEditorMedia.photos.count', { count: photos.length, max: PHOTO_AD_MAX_PHOTOS })}
      </p>
      {photos.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ container: portal() ?? undefined }}
        >
          <SortableContext items={photos.map((m) => m.id)} strategy={verticalListSortingStrategy}>
            <ul
              className="photo-list"
              aria-label={t('playerEditorMedia.photos.list')}
              aria-describedby="photo-ads-hint"
            >
              {photos.map((m, i) => (
                <PhotoRow
                  key={m.id}
                  media={m}
                  index={i}
                  disabled={readOnly || busy}
                  onRemove={() => void remove(m)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {full ? (
        <p className="muted">{t('playerEditorMedia.photos.full', { max: PHOTO_AD_MAX_PHOTOS })}</p>
      ) : (
        <ImageUploadField
          target={target}
          kinds={IMAGE_FIELD_KINDS.photoad_photos}
          invalidMessage={invalidFieldImageMessage('photoad_photos')}
          showPreview={false}
          disabled={readOnly}
          label={t('playerEditorMedia.upload', {
            name: t('playerEditorMedia.fields.photoad_photos'),
            size: t('playerEditorMedia.size', target),
          })}
          onUploaded={(media) =>
            setPhotos((list) => (list.length >= PHOTO_AD_MAX_PHOTOS ? list : [...list, media]))
          }
        />
      )}
    </section>
  );
}
