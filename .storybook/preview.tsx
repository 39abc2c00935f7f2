import { createClient } from '@smuc/sdk';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { type ReactNode, useCallback } from 'react';
import { action } from 'storybook/actions';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/** The product's origin; `STORYBOOK_API_ORIGIN` at build or dev time, default the local server. */
const API_ORIGIN = (import.meta.env.STORYBOOK_API_ORIGIN || 'http://localhost:8080').replace(/\/+$/, '');
const API_BASE = `${API_ORIGIN}/smucrestapi/v2`;

/** The seeded demo account (packages/server/src/seed). */
const DEMO = { email: 'demo@smuc.test', password: 'demo1234' } as const;

/** A sign-in that never hangs a story: an unreachable server gives up after this many ms. */
const LOGIN_TIMEOUT_MS = 5000;

let session: Promise<string | undefined> | undefined;

/**
 * Signs in to the product once per preview and shares the token between stories. A failure
 * (server down, demo user missing) answers `undefined` and is not cached, so the next story retries;
 * the areas then show their own error states.
 */
function signIn(): Promise<string | undefined> {
  session ??= createClient({ baseUrl: API_BASE })
    .auth.token(DEMO, AbortSignal.timeout(LOGIN_TIMEOUT_MS))
    .then((result) => result.token)
    .catch((error: unknown) => {
      console.warn(`[storybook] could not sign in to ${API_BASE}; areas will show their error states`, error);
      session = undefined;
      return undefined;
    });
  return session;
}

/** What the loader hands to the decorator (`context.loaded`). */
interface ApiLoaded {
  smucApi?: { apiBase: string; token: string | undefined };
}

/** Stories with `parameters: { smuc: { api: true } }` (the areas) get a real session. */
const apiLoader: Loader = async ({ parameters }) =>
  parameters.smuc?.api ? { smucApi: { apiBase: API_BASE, token: await signIn() } } : {};

/**
 * Passes `apiBase` and `token` to the area as args; args set by a story or the controls win, so a
 * story can point an area at another server.
 */
const withApi: Decorator = (Story, { args, loaded }) => {
  const api = (loaded as ApiLoaded).smucApi;
  if (!api) return <Story />;
  return (
    <Story
      args={{ ...args, apiBase: args.apiBase ?? api.apiBase, token: args.token ?? api.token ?? undefined }}
    />
  );
};

/** Events the areas raise (see `shell/area-context.ts`). */
const SMUC_EVENTS = [
  'smuc-open-player',
  'smuc-navigate',
  'smuc-session-expired',
  'smuc-logged-out',
  'smuc-dirty-change',
  'smuc-close',
] as const;

/** Events that would navigate the page when no host handles them. */
const ROUTED = new Set<string>(['smuc-open-player', 'smuc-navigate']);

/**
 * Plays the host page: logs every `smuc-*` event to the Actions panel and handles the routing ones
 * (preventDefault), so clicking a player does not navigate the preview frame away. The listeners are
 * attached in a ref callback, before any effect of the story runs and raises an event.
 */
function Host({ children }: { children: ReactNode }) {
  const attach = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    const listeners = SMUC_EVENTS.map((name) => {
      const log = action(name);
      const listener = (event: Event) => {
        if (ROUTED.has(name)) event.preventDefault();
        log((event as CustomEvent).detail);
      };
      el.addEventListener(name, listener);
      return () => el.removeEventListener(name, listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, []);
  return (
    <div ref={attach} className="sb-smuc-host">
      {children}
    </div>
  );
}

const withHost: Decorator = (Story) => (
  <Host>
    <Story />
  </Host>
);

const preview: Preview = {
  // Decorators listed first wrap innermost: withApi feeds args, Host wraps everything.
  decorators: [withApi, withHost],
  loaders: [apiLoader],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        // The widths ui.md asks every screen to be checked at.
        smucMobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        smucDesktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
