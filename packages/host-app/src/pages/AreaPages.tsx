import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /dashboard: the dashboard element. */
export function DashboardPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-dashboard" lang={user.language} />;
}

/** /streams: the players list element. */
export function StreamsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-player-list" hide-create lang={user.language} />;
}

/** Routes that are not the spec's, or not built yet. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="panel">
      <h1>{t('notFound.title')}</h1>
      <a className="button primary" href="/dashboard">
        {t('notFound.back')}
      </a>
    </div>
  );
}

/** /learning-center and /learning-center/:id: the learning center element, on a tutorial when an id is given. */
export function LearningCenterPage() {
  const { user } = useSession();
  const { id } = useParams();
  return <SmucElement tag="smuc-learning-center" video-id={id} lang={user.language} />;
}

/**
 * /stream-tester (000 "Stream tester", not in the menu): the stream tester element, the sample
 * videos in every player shape, fit and fill.
 */
export function StreamTesterPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-stream-tester" lang={user.language} />;
}

/**
 * The page of an area of the components' area table (`AREA_ROUTES`): its element in the user's
 * language. A staff-only area answers the not-found page to anyone but staff signed in as
 * themselves (a masqueraded session is the account's); the server refuses its data as well.
 */
export function TableAreaPage({ tag, staffOnly }: { tag: string; staffOnly?: boolean }) {
  const { user } = useSession();
  if (staffOnly && !(user.staff && !user.masqueraded)) return <NotFoundPage />;
  return <SmucElement tag={tag} lang={user.language} />;
}

/** /payments: the account's card payment providers (000 §2). */
export function PaymentsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-payments" lang={user.language} />;
}
