import '@smuc/player';
import { LANGUAGES, type Language, type PlayerConfig } from '@smuc/sdk';
import { createElement, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot, DEFAULT_API_BASE } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import {
  type PixelSize,
  SAMPLE_SIZES,
  TESTER_LAYOUTS,
  TESTER_SETUPS,
  TESTER_TABS,
  type TesterLayout,
  type TesterTab,
  testerConfig,
} from './config';
import css from './stream-tester.css?inline';
import './texts';

/** A size as `960 × 600`, kept left to right inside right-to-left text. */
function Size({ size }: { size: PixelSize }) {
  return (
    <bdi dir="ltr">
      {size.width} × {size.height}
    </bdi>
  );
}

/** One real `<smuc-player preview>` showing `config`, set as a property (the element's input). */
function TesterPlayer({ config }: { config: PlayerConfig }) {
  const player = useRef<HTMLElement & { config?: PlayerConfig }>(null);
  useEffect(() => {
    if (player.current) player.current.config = config;
  }, [config]);
  return createElement('smuc-player', { ref: player, preview: true });
}

/** One variant of a tab: its label, the line explaining the layout and the player. */
function Variant({ tab, layout, apiBase }: { tab: TesterTab; layout: TesterLayout; apiBase: string }) {
  const { t } = useTranslation();
  const { language } = useArea();
  const headingId = useId();
  const lang: Language = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
  const title = t('streamTester.playerTitle', {
    shape: t(`streamTester.tabs.${tab}`),
    layout: t(`streamTester.layouts.${layout}`),
  });
  const config = useMemo(
    () => testerConfig(tab, layout, { apiBase, language: lang, title }),
    [tab, layout, apiBase, lang, title],
  );
  return (
    <figure className="tester-variant" data-layout={layout} aria-labelledby={headingId}>
      <figcaption>
        <h2 id={headingId}>{t(`streamTester.layouts.${layout}`)}</h2>
        <p className="muted">{t(`streamTester.explain.${layout}`)}</p>
      </figcaption>
      <div className="tester-stage">
        <TesterPlayer config={config} />
      </div>
    </figure>
  );
}

function StreamTesterBody({ apiBase }: { apiBase: string }) {
  const { t } = useTranslation();
  const { language } = useArea();
  const [active, setActive] = useState<TesterTab>('landscape');
  const tabRefs = useRef(new Map<TesterTab, HTMLButtonElement>());
  const base = useId();
  const tabId = (tab: TesterTab) => `${base}-tab-${tab}`;
  const panelId = (tab: TesterTab) => `${base}-panel-${tab}`;

  // Arrows move between tabs (mirrored right to left), Home and End go to the ends; the tab that
  // gets focus is shown at once (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = TESTER_TABS.indexOf(active);
    const rtl = language === 'ar';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 1,
      ArrowUp: -1,
    };
    let next: number;
    if (event.key in step) next = (i + (step[event.key] ?? 0) + TESTER_TABS.length) % TESTER_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TESTER_TABS.length - 1;
    else return;
    event.preventDefault();
    const tab = TESTER_TABS[next] ?? 'landscape';
    setActive(tab);
    tabRefs.current.get(tab)?.focus();
  };

  return (
    <div className="stream-tester">
      <h1>{t('streamTester.title')}</h1>
      <p className="muted">{t('streamTester.intro')}</p>
      <div
        role="tablist"
        aria-label={t('streamTester.tabsLabel')}
        className="tester-tabs"
        onKeyDown={onKeyDown}
      >
        {TESTER_TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) tabRefs.current.set(tab, el);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === active}
            aria-controls={panelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            className="tester-tab"
            onClick={() => setActive(tab)}
          >
            {t(`streamTester.tabs.${tab}`)}
            {tab === 'custom' && (
              <span className="tester-tab-size">
                <Size size={TESTER_SETUPS.custom.box} />
              </span>
            )}
            {tab === 'embedded' && (
              <span className="badge badge-experimental">{t('streamTester.experimental')}</span>
            )}
          </button>
        ))}
      </div>
      {TESTER_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          className="tester-panel"
          hidden={tab !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern)
          tabIndex={0}
        >
          {tab === active && (
            <>
              <p>{t(`streamTester.panels.${tab}`)}</p>
              <dl className="tester-sizes">
                <div>
                  <dt>{t('streamTester.playerSize')}</dt>
                  <dd>
                    <Size size={TESTER_SETUPS[tab].box} />
                  </dd>
                </div>
                <div>
                  <dt>{t('streamTester.videoSize')}</dt>
                  <dd>
                    <Size size={SAMPLE_SIZES[TESTER_SETUPS[tab].sample]} />
                  </dd>
                </div>
              </dl>
              <div className="tester-variants" data-tab={tab}>
                {TESTER_LAYOUTS.map((layout) => (
                  <Variant key={layout} tab={tab} layout={layout} apiBase={apiBase} />
                ))}
              </div>
            </>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * The stream tester page (000 "Stream tester (/stream-tester)"): tabs Landscape, Portrait, Custom
 * (960×600) and Embedded (marked Experimental; the simple video kind in the page flow), each
 * showing the same sample video in two real `<smuc-player preview>` elements, Fit and Fill
 * (`video_layout`), with a line on what each does. The videos are the server's public
 * `/samples/landscape.mp4` (640×360) and `/samples/portrait.mp4` (360×640) on the origin of
 * `apiBase`; no API call is made. The players shrink to the page, side by side when there is room
 * and stacked below about 640 px. Element: `<smuc-stream-tester api-base token lang>`.
 */
export function StreamTester(props: AreaProps) {
  return (
    <AreaRoot {...props} css={css}>
      <StreamTesterBody apiBase={props.apiBase || DEFAULT_API_BASE} />
    </AreaRoot>
  );
}
