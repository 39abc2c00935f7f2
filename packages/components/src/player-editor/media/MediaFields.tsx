import { visibleMediaFields } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { Group } from '../../ui/fields';
import { useEditorState } from '../context';
import { ImageFieldPicker } from './ImageFieldPicker';
import css from './media.css?inline';
import { PhotoAdPhotos } from './PhotoAdPhotos';

/**
 * The editor's images (001 §3, §9) for the stream's type ({@link visibleMediaFields}): logo,
 * covers, agency logo, ad background, featured image, and the photo-ad list.
 */
export function MediaFields() {
  const { t } = useTranslation();
  const type = useEditorState((s) => s.draft?.type);
  const ad = useEditorState((s) => s.draft?.optimize_for_ad ?? false);
  const featured = useEditorState((s) => s.draft?.ad_use_featured_image ?? false);
  if (type === undefined) return null;
  const fields = visibleMediaFields({ type, optimize_for_ad: ad, ad_use_featured_image: featured });
  return (
    <Group title={t('playerEditorMedia.images')}>
      <style>{css}</style>
      <div className="media-fields">
        {fields.map((f) => (f === 'photoad_photos' ? null : <ImageFieldPicker key={f} field={f} />))}
      </div>
      {fields.includes('photoad_photos') && <PhotoAdPhotos />}
    </Group>
  );
}
