import {
  IMAGE_MAX_BYTES,
  type ImageKind,
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
import './texts';

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;

/**
 * An image upload field (001 §5, §7, §9): checks the file by its bytes (jpg, jpeg, png, webp; svg
 * when `allowSvg`; or exactly `kinds` with `invalidMessage`) and size (10 MB) — else the
 * 'Invalid file! …' toast for 8 s —; an image of another aspect ratio than `target` opens the crop
 * dialog, the same ratio at another size is resized, svg is uploaded as is; with `fit="contain"`
 * (the agency logo) a larger image is scaled down to fit inside `target` instead, keeping its
 * ratio. Then the direct upload of 001 §7, and `onUploaded` gets the Media. `disabled` locks it.
 */
export function ImageUploadField({
  target,
  allowSvg = false,
  kinds,
  invalidMessage,
  fit = 'crop',
  label,
  disabled = false,
  showPreview = true,
  onUploaded,
}: {
  target: { width: number; height: number };
  allowSvg?: boolean;
  kinds?: readonly ImageKind[];
  invalidMessage?: string;
  fit?: 'crop' | 'contain';
  label?: string;
  disabled?: boolean;
  showPreview?: boolean;
  onUploaded: (media: Media) => void;
}) {
  const svgAllowed = kinds ? kinds.includes('svg') : allowSvg;
  const accepted = (kind: ImageKind | null): kind is ImageKind =>
    kind !== null && (kinds ? kinds.includes(kind) : kind !== 'svg' || allowSvg);
  const refusal = invalidMessage ?? invalidImageMessage(allowSvg);
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
      const media = await client.media.uploadImage(new File([blob], name, { type: blob.type }), {
        allowSvg: svgAllowed,
      });
      if (showPreview) setPreview(media.thumbnail_url);
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
    if (!accepted(kind)) return toast(refusal, 'danger', INVALID_FILE_TOAST_MS);
    if (file.size > IMAGE_MAX_BYTES)
      return toast(t('upload.image.tooLarge'), 'danger', INVALID_FILE_TOAST_MS);
    if (kind === 'svg') return upload(file, file.name);
    let img: HTMLImageElement;
    try {
      img = await loadImage(file);
    } catch {
      return toast(t('upload.image.processing'), 'danger', TOAST_SHORT_MS);
    }
    if (fit === 'contain') {
      const scale = Math.min(1, target.width / img.naturalWidth, target.height / img.naturalHeight);
      if (scale === 1) return upload(file, file.name);
      const size = {
        width: Math.max(1, Math.floor(img.naturalWidth * scale)),
        height: Math.max(1, Math.floor(img.naturalHeight * scale)),
      };
      return upload(await renderArea(img, size, MIME[kind]), file.name);
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
          accept={
            kinds
              ? kinds.map((k) => (k === 'jpeg' ? '.jpg,.jpeg' : `.${k}`)).join(',')
              : `.jpg,.jpeg,.png,.webp${allowSvg ? ',.svg' : ''}`
          }
          disabled={busy || disabled}
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
