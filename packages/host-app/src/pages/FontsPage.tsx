import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /profile/fonts: the custom fonts element (000 §2 Fonts); no menu entry until /profile exists. */
export function FontsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-fonts" lang={user.language} />;
}
