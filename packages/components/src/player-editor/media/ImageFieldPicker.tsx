import {
  IMAGE_FIELD_KINDS,
  imageFieldTarget,
  invalidFieldImageMessage,
  type Media,
  type StreamImageField,
  TOAST_SHORT_MS,
} from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useToast } from '../../ui/Toaster';
import { ImageUploadField } from '../../ui/upload/ImageUploadField';
import { useEditor, useEditorState } from '../context';
import { PlanLock } from '../PlanLock';
import { useServerClear } from './useServerClear';

/** Fields a plan without custom branding cannot set (001 §4). */
const BRANDED: readonly StreamImageField[] = ['logo', 'cover', 'cover_portrait'];

/**
 * One image field of the editor (001 §3, §5, §9): the current image, an upload that crops to the
 * field's size (001 §9; the agency logo is jpg/png/svg scaled to fit 32x32 instead) and a remove
 * button. A new upload goes into the draft (sent as its id on save, 001 §5); remove calls
 * `DELETE /cloudflare/image/{id}/stream/{streamId}` at once, which also clears the saved field.
 * Logo and covers need custom branding (001 §4: otherwise the upgrade lock).
 */
export function ImageFieldPicker({ field }: { field: StreamImageField }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const { store, limits, readOnly } = useEditor();
  const current = useEditorState((s) => (s.draft?.[field] as Media | null | undefined) ?? null);
  const adSize = useEditorState((s) => s.draft?.ad_size ?? null);
  const streamId = useEditorState((s) => s.saved?.id ?? 0);
  const clear = useServerClear();
  const [removing, setRemoving] = useState(false);
  const target = imageFieldTarget(field, { ad_size: adSize });
  const name = t(`playerEditorMedia.fields.${field}`);
  const size = t('playerEditorMedia.size', target);
  const locked = BRANDED.includes(field) && !limits.customBranding;
  const headingId = `media-${field}-title`;

  const remove = async (media: Media) => {
    setRemoving(true);
    try {
      await client.media.removeImage(media.id, streamId);
      clear((s) => ({ ...s, [field]: null }));
      toast(t('playerEditorMedia.removed'), 'success', TOAST_SHORT_MS);
    } catch {
      toast(t('playerEditorMedia.removeFailed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className="media-field" aria-labelledby={headingId} data-field={field}>
      <h3 id={headingId}>
        {name}{' '}
        <span className="muted">
          {field === 'agency_logo' ? t('playerEditorMedia.agencyLogoHint') : size}
        </span>
      </h3>
      {current ? (
        <figure className="media-current">
          <img src={current.thumbnail_url} alt={name} />
          <button
            type="button"
            className="btn btn-ghost btn-small media-remove"
            disabled={readOnly || removing}
            onClick={() => void remove(current)}
          >
            {t('playerEditorMedia.remove', { name })}
          </button>
        </figure>
      ) : (
        <p className="muted">{t('playerEditorMedia.none')}</p>
      )}
      {locked ? (
        <PlanLock feature="customBranding" />
      ) : (
        <ImageUploadField
          target={target}
          kinds={IMAGE_FIELD_KINDS[field]}
          invalidMessage={invalidFieldImageMessage(field)}
          fit={field === 'agency_logo' ? 'contain' : 'crop'}
          showPreview={false}
          disabled={readOnly}
          label={t(current ? 'playerEditorMedia.replace' : 'playerEditorMedia.upload', { name, size })}
          onUploaded={(media) => store.getState().edit((d) => ({ ...d, [field]: media }))}
        />
      )}
    </section>
  );
}
