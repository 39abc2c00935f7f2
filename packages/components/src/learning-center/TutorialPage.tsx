import { formatTutorialDate, type Language, type Tutorial, tutorialMedia } from '@smuc/sdk';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeTutorialHtml } from './sanitize';

export interface TutorialPageProps {
  /** The tutorial, or null when the id is not in the list (a not-found text with the back link). */
  tutorial: Tutorial | null;
  apiBase: string;
  /** The dashboard's language: the list's texts and the recording (with its captions) are in it. */
  language: Language;
  onBack: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A tutorial's page (000 §2 `/learning-center/{id}`): back link, category, title, the date as
 * `YYYY / MM / DD`, the recording made in the dashboard's language with captions in it (the English
 * one while that language has none), and the HTML description through DOMPurify.
 * A recording not made yet on this server says so instead of showing a broken player.
 */
export function TutorialPage({ tutorial, apiBase, language, onBack }: TutorialPageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [missing, setMissing] = useState(false);
  const description = useMemo(() => (tutorial ? sanitizeTutorialHtml(tutorial.description) : ''), [tutorial]);
  // A new page: the reader starts at its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the tutorial changes
  useEffect(() => {
    setMissing(false);
    heading.current?.focus();
  }, [tutorial?.videoId]);
  const back = (
    <a href="/learning-center" className="back-link" onClick={onBack}>
      <ArrowLeft size={16} aria-hidden className="flip-rtl" /> {t('learningCenter.back')}
    </a>
  );
  if (!tutorial) {
    return (
      <div className="tutorial-page">
        {back}
        <h1 ref={heading} tabIndex={-1}>
          {t('learningCenter.notFound')}
        </h1>
      </div>
    );
  }
  const media = tutorialMedia(apiBase, tutorial.videoId, language);
  return (
    <article className="tutorial-page">
      {back}
      <p className="tutorial-category">{tutorial.category}</p>
      <h1 ref={heading} tabIndex={-1}>
        {tutorial.title}
      </h1>
      <p className="muted">
        {t('learningCenter.published')}:{' '}
        <time dateTime={tutorial.date} dir="ltr">
          {formatTutorialDate(tutorial.date)}
        </time>
      </p>
      {missing ? (
        <p className="alert tutorial-missing" role="status">
          {t('learningCenter.notRecorded')}
        </p>
      ) : (
        <video
          className="tutorial-video"
          controls
          preload="metadata"
          poster={media.poster}
          aria-label={t('learningCenter.videoLabel', { title: tutorial.title })}
          onError={() => setMissing(true)}
        >
          <source src={media.video} type="video/webm" onError={() => setMissing(true)} />
          <track
            kind="captions"
            src={media.captions}
            srcLang={language}
            label={t('learningCenter.captions')}
          />
        </video>
      )}
      <div
        className="tutorial-description"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
        dangerouslySetInnerHTML={{ __html: description }}
      />
    </article>
  );
}
