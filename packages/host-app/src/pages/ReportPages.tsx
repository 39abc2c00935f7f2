import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /report: the reports element (000 §2 Reports). */
export function ReportsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-reports" lang={user.language} />;
}

/** /forms: the subscriber forms element (000 §2 Forms). */
export function FormsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-forms" lang={user.language} />;
}

/** /subscribers: the subscribers download element (000 §2 Subscribers); no menu entry. */
export function SubscribersPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-subscribers" lang={user.language} />;
}
