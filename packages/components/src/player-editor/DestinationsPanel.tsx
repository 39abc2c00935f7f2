import type { EmbedCodes, Stream } from '@smuc/sdk';
import { Download, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { CopyRow } from '../ui/CopyRow';
import { saveBlob } from '../ui/download';
import { SelectField } from '../ui/SelectField';
import { useToast } from '../ui/Toaster';
import { useEditor } from './context';
import { RestreamSection } from './restream/RestreamSection';

/**
 * The Destinations panel (001 §2): (a) the viewer link (`player_url`) with copy and open; (b) the
 * inline and floating embed codes from `GET /stream/{id}/embed-codes` (floating is `null` for a
 * simple VOD, then not shown); (c) display banners, only when the player is optimised for ads
 * (the server answers banners only then): choose a demand-side platform, copy its code, download
 * its HTML5 banner zip where `downloadable`. (d) restream on social media: {@link RestreamSection}.
 * Codes are re-read after each save (`saved.updated_at`), since size and ad settings shape them.
 */
export function DestinationsPanel({ saved }: { saved: Stream }) {
  const { t } = useTranslation();
  const copyTexts = { copyText: t('playerEditor.start.copy'), copiedText: t('playerEditor.start.copied') };
  const { client } = useArea();
  const toast = useToast();
  const [codes, setCodes] = useState<EmbedCodes | null>(null);
  const [platform, setPlatform] = useState('');
  const [downloading, setDownloading] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const { limits } = useEditor();

  // biome-ignore lint/correctness/useExhaustiveDependencies: updated_at re-reads the codes after a save
  useEffect(() => {
    const abort = new AbortController();
    client.streams
      .embedCodes(saved.id, abort.signal)
      .then((c) => {
        setCodes(c);
        setPlatform((p) =>
          c.banners.some((b) => b.machine_name === p) ? p : (c.banners[0]?.machine_name ?? ''),
        );
      })
      .catch(() => setCodes(null));
    return () => abort.abort();
  }, [client, saved.id, saved.updated_at]);

  const banner = codes?.banners.find((b) => b.machine_name === platform);
  const download = async () => {
    if (!banner) return;
    setDownloading(true);
    try {
      const file = await client.streams.downloadBanner(saved.id, banner.machine_name);
      saveBlob(panel.current, file.filename, file.blob);
    } catch (e) {
      toast((e as Error).message || t('playerEditor.somethingWentWrong'), 'danger', 8000);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section ref={panel} className="card side-panel" aria-labelledby="destinations-title">
      <h2 id="destinations-title">{t('playerEditor.destinations.title')}</h2>
      <h3>{t('playerEditor.destinations.platform')}</h3>
      <CopyRow
        {...copyTexts}
        id="viewer-link"
        label={t('playerEditor.destinations.viewerLink')}
        value={saved.player_url}
      />
      <a className="btn" href={saved.player_url} target="_blank" rel="noopener noreferrer">
        <ExternalLink size={16} aria-hidden /> {t('playerEditor.destinations.open')}
      </a>
      {codes && (
        <>
          <h3>{t('playerEditor.destinations.website')}</h3>
          <CopyRow
            {...copyTexts}
            id="embed-inline"
            label={t('playerEditor.destinations.inline')}
            value={codes.inline}
            multiline
          />
          {codes.floating && (
            <CopyRow
              {...copyTexts}
              id="embed-floating"
              label={t('playerEditor.destinations.floating')}
              value={codes.floating}
              multiline
            />
          )}
          {codes.banners.length > 0 && (
            <>
              <h3>{t('playerEditor.destinations.banner')}</h3>
              <SelectField
                id="banner-platform"
                label={t('playerEditor.destinations.dsp')}
                value={platform}
                options={codes.banners.map((b) => ({ value: b.machine_name, label: b.label }))}
                onChange={setPlatform}
                dir="ltr"
              />
              {banner && (
                <>
                  <CopyRow
                    {...copyTexts}
                    id="banner-code"
                    label={t('playerEditor.destinations.bannerCode', { platform: banner.label })}
                    value={banner.code}
                    multiline
                  />
                  {banner.downloadable && (
                    <button
                      type="button"
                      className="btn"
                      disabled={downloading}
                      aria-busy={downloading}
                      onClick={() => void download()}
                    >
                      <Download size={16} aria-hidden /> {t('playerEditor.destinations.download')}
                    </button>
                  )}
                </>
              )}
            </>
          )}
        </>
      )}
      <RestreamSection streamId={saved.id} limits={limits} />
    </section>
  );
}
