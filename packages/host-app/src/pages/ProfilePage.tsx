import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /profile: the account details element (000 §2 Profile: plan, account form, change password). */
export function ProfilePage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-profile" lang={user.language} />;
}
