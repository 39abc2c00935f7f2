import { useState } from 'react';
import { useSession } from '../session/SessionContext';
import { enteredFrom } from '../shell/previous-path';
import { SmucElement } from '../shell/SmucElement';

/**
 * /profile/fonts: the custom fonts element (000 §2 Fonts), beside the profile's side menu.
 * Passes the route it was entered from (read once, on the first render) so that, entered from the
 * dashboard, the element shows the list the dashboard loaded instead of refetching it.
 */
export function FontsPage() {
  const { user } = useSession();
  const [from] = useState(() => enteredFrom() ?? undefined);
  return <SmucElement tag="smuc-fonts" lang={user.language} entered-from={from} />;
}
