import '@smuc/player';
import {
  type FeedItem,
  type Font,
  type PlayerConfig,
  type Stream,
  type StreamSettings,
  type SubscriberForm,
  toPlayerConfig,
} from '@smuc/sdk';
import { Monitor, Smartphone } from 'lucide-react';
import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';

/** The page widths the preview lays the player out in (px): a desktop page and a phone. */
export const PREVIEW_VIEWPORT_PX = { desktop: 1024, mobile: 375 } as const;

export interface LivePreviewProps {
  /** The last saved copy (identity, status, apikey). */
  saved: Stream;
  /** The unsaved settings being edited. */
  draft: StreamSettings;
  /** The account's subscriber forms (for `subscriber_form_id`), or null when unavailable. */
  forms: SubscriberForm[] | null;
}

/**
 * The editor's live preview (001 §2, issue 3 "Make the preview honest"): the real viewer element
 * `<smuc-player preview>` from `@smuc/player`, fed with the document that `toPlayerConfig` builds
 * from the UNSAVED settings — the same function the server answers `GET /player/{apikey}` with. The
 * saved document supplies what the editor does not hold (the uploaded video, the live source, the
 * endpoints); products, form and font come from the account's saved lists and follow the draft's
 * choices. Products are re-read when the product manager reports a change (`smuc-products-change`).
 * A desktop/mobile toggle lays the player out in a 1024 px or a 375 px wide page, then zooms that
 * page down to the panel's width, so the layout is the one viewers get at that width.
 */
export function LivePreview({ saved, draft, forms }: LivePreviewProps) {
  const { t } = useTranslation();
  const { client } = useArea();
  const [mobile, setMobile] = useState(false);
  const [doc, setDoc] = useState<PlayerConfig | null>(null);
  const [feed, setFeed] = useState<FeedItem[]>([]);
  const [fonts, setFonts] = useState<Font[]>([]);
  const [feedVersion, setFeedVersion] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const player = useRef<HTMLElement & { config?: PlayerConfig }>(null);

  // The saved document changes with every save (status) and when an upload's video is ready (the
  // server sets vod_data_id then, before any Save; issue 30 defect 5): re-read it then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: updated_at and vod_data_id re-read it
  useEffect(() => {
    const abort = new AbortController();
    client.player
      .get(saved.apikey, abort.signal)
      .then(setDoc)
      .catch(() => setDoc(null));
    return () => abort.abort();
  }, [client, saved.apikey, saved.updated_at, saved.vod_data_id]);

  useEffect(() => {
    const abort = new AbortController();
    client.fonts
      .list(abort.signal)
      .then(setFonts)
      .catch(() => setFonts([]));
    return () => abort.abort();
  }, [client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: feedVersion re-reads on a product change
  useEffect(() => {
    const abort = new AbortController();
    client.feedItems
      .list(saved.id, abort.signal)
      .then(setFeed)
      .catch(() => setFeed([]));
    return () => abort.abort();
  }, [client, saved.id, feedVersion]);

  // The product manager sits beside the preview in the same shadow root; its change events bubble.
  useEffect(() => {
    const root = panel.current?.getRootNode();
    if (!root) return;
    const changed = () => setFeedVersion((v) => v + 1);
    root.addEventListener('smuc-products-change', changed);
    return () => root.removeEventListener('smuc-products-change', changed);
  }, []);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const viewport = PREVIEW_VIEWPORT_PX[mobile ? 'mobile' : 'desktop'];
  const zoom = available > 0 ? Math.min(1, available / viewport) : 1;

  const config = useMemo<PlayerConfig | null>(() => {
    if (!doc) return null;
    const form = forms?.find((f) => f.id === draft.subscriber_form_id) ?? null;
    const font = fonts.find((f) => f.id === draft.font_id) ?? null;
    return toPlayerConfig({
      stream: { ...draft, id: saved.id, apikey: saved.apikey, stream_status: saved.stream_status },
      feed: feed.map((item) => ({ ...item, currency: draft.currency })),
      form,
      font,
      video: doc.source.video,
      live: doc.source.live,
      endpoints: doc.endpoints,
      viewerCount: doc.viewer_count,
    });
  }, [doc, draft, forms, fonts, feed, saved.id, saved.apikey, saved.stream_status]);

  useEffect(() => {
    if (player.current && config) player.current.config = config;
  }, [config]);

  return (
    <section ref={panel} className="card side-panel preview-panel" aria-labelledby="preview-title">
      <div className="preview-head">
        <h2 id="preview-title">{t('playerEditor.preview.title')}</h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('playerEditor.preview.device')}</legend>
          <button
            type="button"
            className="btn btn-small"
            aria-pressed={!mobile}
            onClick={() => setMobile(false)}
          >
            <Monitor size={16} aria-hidden /> {t('playerEditor.preview.desktop')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            aria-pressed={mobile}
            onClick={() => setMobile(true)}
          >
            <Smartphone size={16} aria-hidden /> {t('playerEditor.preview.mobile')}
          </button>
        </fieldset>
      </div>
      <div ref={frame} className="preview-frame">
        <div
          className="preview-stage"
          data-device={mobile ? 'mobile' : 'desktop'}
          style={{ inlineSize: `${viewport}px`, zoom }}
        >
          {config ? (
            createElement('smuc-player', { ref: player, preview: true })
          ) : (
            <p className="muted">{t('playerEditor.preview.loading')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
