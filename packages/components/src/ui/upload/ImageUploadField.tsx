import {
  IMAGE_MAX_BYTES,
  INVALID_FILE_TOAST_MS,
  imageFitAction,
  invalidImageMessage,
  type Media,
  sniffImage,
  TOAST_SHORT_MS,
  ValidationError,
} from '@smuc/sdk';
import { useEffect, useId, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useToast } from '../Toaster';
import { CropDialog } from './CropDialog';
import { loadImage, renderArea } from './image-canvas';
import css from './upload.css?inline';

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;

/**
 * An image upload field (001 §5, §7, §9): checks the file by its bytes (jpg, jpeg, png, webp; svg
 * when `allowSvg`) and size (10 MB) — else the 'Invalid file! …' toast for 8 s —; an image of
 * another aspect ratio than `target` opens the crop dialog, the same ratio at another size is
 * resized, svg is uploaded as is; then the direct upload of 001 §7, and `onUploaded` gets the Media.
 */
export function ImageUploadField({
  target,
  allowSvg = false,
  label,
  onUploaded,
}: {
  target: { width: number; height: number };
  allowSvg?: boolean;
  label?: string;
  onUploaded: (media: Media) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropping, setCropping] = useState<{ src: string; img: HTMLImageElement; type: string } | null>(null);
  useEffect(() => () => (cropping ? URL.revokeObjectURL(cropping.src) : undefined), [cropping]);

  const upload = async (blob: Blob, name: string) => {
    setBusy(true);
    try {
      const media = await client.media.uploadImage(new File([blob], name, { type: blob.type }), { allowSvg });
      setPreview(media.thumbnail_url);
      toast(t('upload.image.uploaded'), 'success', TOAST_SHORT_MS);
      onUploaded(media);
    } catch (error) {
      const message = error instanceof ValidationError ? error.message : t('upload.image.failed');
      toast(message, 'danger', message.startsWith('Invalid file!') ? INVALID_FILE_TOAST_MS : TOAST_SHORT_MS);
    } finally {
      setBusy(false);
    }
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const kind = sniffImage(new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
    if (!kind || (kind === 'svg' && !allowSvg))
      return toast(invalidImageMessage(allowSvg), 'danger', INVALID_FILE_TOAST_MS);
    if (file.size > IMAGE_MAX_BYTES)
      return toast(t('upload.image.tooLarge'), 'danger', INVALID_FILE_TOAST_MS);
    if (kind === 'svg') return upload(file, file.name);
    let img: HTMLImageElement;
    try {
      img = await loadImage(file);
    } catch {
      return toast(t('upload.image.processing'), 'danger', TOAST_SHORT_MS);
    }
    const action = imageFitAction({ width: img.naturalWidth, height: img.naturalHeight }, target);
    if (action === 'keep') return upload(file, file.name);
    if (action === 'resize') return upload(await renderArea(img, target, MIME[kind]), file.name);
    setCropping({ src: img.src, img, type: MIME[kind] });
  };

  const crop = async (area: Area) => {
    if (!cropping) return;
    const { img, type } = cropping;
    setCropping(null);
    await upload(await renderArea(img, target, type, area), `cropped.${type.split('/')[1]}`);
  };

  return (
    <div className="image-upload">
      <style>{css}</style>
      {preview && <img src={preview} alt={t('upload.image.preview')} />}
      <div className="field">
        <label htmlFor={`${id}-image`}>{label ?? t('upload.image.choose', target)}</label>
        <input
          id={`${id}-image`}
          type="file"
          className="input"
          name="image-file"
          accept={`.jpg,.jpeg,.png,.webp${allowSvg ? ',.svg' : ''}`}
          disabled={busy}
          onChange={(e) => void choose(e.currentTarget)}
        />
      </div>
      {busy && (
        <span role="status" className="muted">
          {t('upload.image.uploading')}
        </span>
      )}
      <CropDialog
        src={cropping?.src ?? null}
        aspect={target.width / target.height}
        onCancel={() => setCropping(null)}
        onCrop={(area) => void crop(area)}
      />
    </div>
  );
}
