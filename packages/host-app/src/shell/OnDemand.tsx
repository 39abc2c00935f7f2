import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `when` is true on, and keeps them after (so a dialog opens
 * and closes as before); nothing until then. Meant for `React.lazy` components: the shell's dialogs
 * and their React Aria code load when first opened, not before the dashboard paints (issue 18).
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
