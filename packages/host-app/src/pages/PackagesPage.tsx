import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /packages: the plans side by side with the account's marked (000 §2 packages page). */
export function PackagesPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-packages" lang={user.language} />;
}
