import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import cropperCss from 'react-easy-crop/react-easy-crop.css?inline';
import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal';
import css from './upload.css?inline';
import './texts';

/**
 * The crop dialog of 001 §5 (react-easy-crop): the image under a frame of the field's aspect ratio,
 * drag to move, slider / wheel / arrow keys to zoom; `onCrop` gets the chosen area in source px.
 */
export function CropDialog({
  src,
  aspect,
  onCancel,
  onCrop,
}: {
  src: string | null;
  aspect: number;
  onCancel: () => void;
  onCrop: (area: Area) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Modal title={t('upload.image.cropTitle')} isOpen={src !== null} onClose={onCancel}>
      <style>{cropperCss + css}</style>
      <p className="muted">{t('upload.image.cropHelp')}</p>
      <div className="crop-stage">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            disableAutomaticStylesInjection
          />
        )}
      </div>
      <div className="field">
        <label htmlFor="crop-zoom">{t('upload.image.zoom')}</label>
        <input
          id="crop-zoom"
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary crop-confirm"
          disabled={!area}
          onClick={() => area && onCrop(area)}
        >
          {t('upload.image.crop')}
        </button>
      </div>
    </Modal>
  );
}
