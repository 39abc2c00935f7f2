import { LEARNING_CENTER_DELAY_MS, type Tutorial } from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot, DEFAULT_API_BASE } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import css from './learning-center.css?inline';
import { TutorialList } from './TutorialList';
import { TutorialPage } from './TutorialPage';
import './texts';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

function LearningCenterBody({ apiBase, videoId }: { apiBase: string; videoId: string | undefined }) {
  const { t } = useTranslation();
  const { client, emit, language } = useArea();
  const [current, setCurrent] = useState(videoId || undefined);
  // The host routes by changing the attribute; follow it.
  useEffect(() => setCurrent(videoId || undefined), [videoId]);
  // 000 §2, §9: the list shows its loading state for at least 500 ms.
  const tutorials = useAsync(
    async (signal): Promise<Tutorial[]> =>
      (
        await Promise.all([client.tutorials.list(signal, language), wait(LEARNING_CENTER_DELAY_MS, signal)])
      )[0],
    [client, language],
  );
  // A host that routes (the dashboard app) takes the path; elsewhere the element switches itself.
  const go = (id: string | undefined) => {
    const path = id ? `/learning-center/${id}` : '/learning-center';
    if (emit('smuc-navigate', { path })) setCurrent(id);
  };

  if (tutorials.status === 'error') return <WidgetError onRetry={tutorials.reload} />;
  if (!tutorials.data) {
    return (
      <div className="learning-center" aria-busy="true">
        <h1>{t('learningCenter.title')}</h1>
        <p className="visually-hidden" role="status">
          {t('learningCenter.loading')}
        </p>
        <Skeleton height={320} />
      </div>
    );
  }
  if (current) {
    return (
      <TutorialPage
        tutorial={tutorials.data.find((x) => x.videoId === current) ?? null}
        apiBase={apiBase}
        language={language}
        onBack={(e) => {
          e.preventDefault();
          go(undefined);
        }}
      />
    );
  }
  return (
    <div className="learning-center">
      <h1>{t('learningCenter.title')}</h1>
      <p className="muted">{t('learningCenter.intro')}</p>
      {/* A new language brings new category names: start again on "All tutorials". */}
      <TutorialList
        key={language}
        tutorials={tutorials.data}
        apiBase={apiBase}
        language={language}
        onOpen={go}
      />
    </div>
  );
}

/**
 * The learning center (000 §2 `/learning-center` and `/learning-center/{id}`): tutorial cards under
 * category tabs from `GET /tutorials.json`, and a tutorial's page with its recording. `video-id`
 * opens one tutorial. Choosing a card or the back link raises `smuc-navigate` `{ path }`; when no
 * host handles it, the element switches pages itself (an integrator's page has no such routes).
 * Element: `<smuc-learning-center api-base token lang video-id>`.
 */
export function LearningCenter({ videoId, ...props }: AreaProps & { videoId?: string }) {
  return (
    <AreaRoot {...props} css={css}>
      <LearningCenterBody apiBase={props.apiBase || DEFAULT_API_BASE} videoId={videoId} />
    </AreaRoot>
  );
}
