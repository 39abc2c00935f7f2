/**
 * A host may also write the tags themselves: `<smuc-fonts>` and the other `smuc-*` tags are typed
 * (kebab-case attributes) by the JSX `IntrinsicElements` the wrappers' module adds to the app's own
 * `@types/react`, once anything imports `@smuc/components/react`. Checked by `pnpm typecheck`; the
 * page above does not render it.
 */
import type {} from '@smuc/components/react';

export const RawFonts = ({ apiBase, token }: { apiBase: string; token: string }) => (
  <smuc-fonts api-base={apiBase} token={token} lang="en" />
);
