import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /integrations: site tokens and embed codes (000 §2 Integrations; issue 16); no menu entry. */
export function IntegrationsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-integrations" lang={user.language} />;
}
