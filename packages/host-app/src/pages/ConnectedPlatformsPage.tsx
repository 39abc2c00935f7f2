import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';
import { NotFoundPage } from './AreaPages';

/**
 * /connected-platforms: the connected platforms element, only for the allow-listed accounts (000 §2,
 * §6); any other account gets the not-found page, as for a route that is not there. Google's
 * consent page returns here with `?code=`, which the element reads.
 */
export function ConnectedPlatformsPage() {
  const { user } = useSession();
  if (!user.limitations.liveStreaming) return <NotFoundPage />;
  return <SmucElement tag="smuc-connected-platforms" lang={user.language} />;
}
