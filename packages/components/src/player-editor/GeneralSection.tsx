import {
  AD_SIZES,
  type AdSize,
  applyAutoplay,
  applyFeaturedImage,
  applyOrientation,
  applyTypeChange,
  DEFAULT_AD_SIZE,
  type OrientationCode,
  type StreamSettings,
  StreamType,
  type StreamTypeCode,
} from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { NumberInput, TextInput, Toggle } from '../ui/fields';
import { SelectField } from '../ui/SelectField';
import { useEditor, useEditorState } from './context';
import { MediaFields } from './media/MediaFields';
import { PlanLock } from './PlanLock';
import { Schedule } from './Schedule';

/** Type change (001 §4): dates follow the sdk rule; photo ads are always ad-optimised with a size. */
function changeType(d: StreamSettings, type: StreamTypeCode): StreamSettings {
  const next = applyTypeChange(d, type, Date.now());
  if (type === StreamType.photoAd)
    return { ...next, optimize_for_ad: true, ad_size: next.ad_size ?? DEFAULT_AD_SIZE };
  if (type !== StreamType.embed) return { ...next, optimize_for_ad: false };
  return next;
}

/** General: name, type, schedule, size and playback behaviour (001 §3). */
export function GeneralSection() {
  const { t } = useTranslation();
  const { store, limits, readOnly } = useEditor();
  const d = useEditorState((s) => s.draft) as StreamSettings;
  const savedType = useEditorState((s) => s.saved?.type);
  const errorField = useEditorState((s) => s.error?.field);
  const chatBefore = useEditorState((s) => s.chatBeforeFeatured);
  const { edit, set } = store.getState();
  const f = (k: string) => t(`playerEditor.fields.${k}`);
  const isAd = d.optimize_for_ad;
  const timed = d.type === StreamType.live || d.type === StreamType.playback;
  const liveTypes =
    limits.liveStreaming || savedType === StreamType.live || savedType === StreamType.playback;
  const types: { value: string; label: string; disabled?: boolean }[] = [
    ...(liveTypes
      ? [
          { value: '0', label: f('types.0') },
          { value: '1', label: f('types.1'), disabled: !limits.prerecordedVideoStreaming && savedType !== 1 },
        ]
      : []),
    { value: '2', label: f('types.2') },
    { value: '4', label: f('types.4') },
  ];

  return (
    <div className="section-body">
      <TextInput
        id="stream-title"
        label={f('title')}
        value={d.title}
        maxLength={255}
        onChange={(v) => set('title', v)}
      />
      <Toggle
        id="title-hidden"
        label={f('titleHidden')}
        checked={d.title_hidden}
        onChange={(v) => set('title_hidden', v)}
      />
      <div className="row">
        <SelectField
          id="stream-type"
          label={f('type')}
          value={String(d.type)}
          options={types}
          disabled={readOnly}
          onChange={(v) => edit((x) => changeType(x, Number(v) as StreamTypeCode))}
        />
        {liveTypes && !limits.prerecordedVideoStreaming && <PlanLock feature="playback" />}
      </div>
      {d.type === StreamType.embed && (
        <Toggle
          id="optimize-for-ad"
          label={f('optimizeForAd')}
          checked={d.optimize_for_ad}
          onChange={(on) =>
            edit((x) => ({ ...x, optimize_for_ad: on, ad_size: on ? (x.ad_size ?? DEFAULT_AD_SIZE) : null }))
          }
        />
      )}
      {timed && <Schedule />}
      {isAd ? (
        <SelectField
          id="ad-size"
          label={f('adSize')}
          value={d.ad_size ?? DEFAULT_AD_SIZE}
          // LRI…PDI: a size keeps its order in a right-to-left select (an option takes no `dir`).
          options={AD_SIZES.map((s) => ({ value: s, label: `\u2066${s.replace('x', '×')}\u2069` }))}
          onChange={(v) => set('ad_size', v as AdSize)}
        />
      ) : (
        <>
          <SelectField
            id="orientation"
            label={f('orientation')}
            value={String(d.orientation)}
            options={(['1', '0', '2'] as const).map((o) => ({ value: o, label: f(`orientations.${o}`) }))}
            onChange={(v) => edit((x) => applyOrientation(x, Number(v) as OrientationCode))}
          />
          {d.orientation === 2 && (
            <div className="row">
              <NumberInput
                id="max-width"
                label={f('maxWidth')}
                min={320}
                max={2000}
                value={d.max_width}
                error={errorField === 'max_width'}
                onChange={(v) => set('max_width', v)}
              />
              <NumberInput
                id="max-height"
                label={f('maxHeight')}
                min={180}
                max={2000}
                value={d.max_height}
                error={errorField === 'max_height'}
                onChange={(v) => set('max_height', v)}
              />
            </div>
          )}
        </>
      )}
      {d.type !== StreamType.photoAd && (
        <>
          <SelectField
            id="video-layout"
            label={f('videoLayout')}
            value={d.video_layout}
            options={(['fill', 'fit'] as const).map((v) => ({ value: v, label: f(`layouts.${v}`) }))}
            onChange={(v) => set('video_layout', v)}
          />
          <div className="toggles">
            <Toggle
              id="autoplay"
              label={f('autoplay')}
              hint={f('autoplayHint')}
              checked={d.player_autoplay}
              onChange={(on) => edit((x) => applyAutoplay(x, on))}
            />
            <Toggle
              id="muted"
              label={f('muted')}
              checked={d.player_muted}
              disabled={d.player_autoplay}
              onChange={(v) => set('player_muted', v)}
            />
            <Toggle
              id="loop"
              label={f('loop')}
              checked={d.player_loop}
              onChange={(v) => set('player_loop', v)}
            />
          </div>
        </>
      )}
      {d.type === StreamType.photoAd && (
        <NumberInput
          id="autoswipe"
          label={f('autoswipe')}
          min={0}
          max={10}
          value={d.photoad_autoswipe_duration}
          onChange={(v) => set('photoad_autoswipe_duration', Math.min(10, Math.max(0, v ?? 0)))}
        />
      )}
      {isAd && (
        <>
          <TextInput
            id="ad-url"
            type="url"
            label={f('adUrl')}
            value={d.ad_url}
            maxLength={2048}
            onChange={(v) => set('ad_url', v || null)}
          />
          <TextInput
            id="ad-button-label"
            label={f('adButtonLabel')}
            value={d.ad_button_label}
            maxLength={24}
            onChange={(v) => set('ad_button_label', v || null)}
          />
          <Toggle
            id="use-featured-image"
            label={f('useFeaturedImage')}
            checked={d.ad_use_featured_image}
            onChange={(on) => {
              if (on) store.getState().setChatBeforeFeatured(d.show_chat);
              edit((x) => applyFeaturedImage(x, on, on ? x.show_chat : chatBefore));
            }}
          />
          {d.ad_use_featured_image && (
            <TextInput
              id="featured-image-link"
              type="url"
              label={f('featuredImageLink')}
              value={d.ad_featured_image_link}
              maxLength={2048}
              onChange={(v) => set('ad_featured_image_link', v || null)}
            />
          )}
        </>
      )}
      <MediaFields />
    </div>
  );
}
