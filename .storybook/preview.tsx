import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useCallback } from 'react';
import { action } from 'storybook/actions';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { API_PATH, STORY_TOKEN } from './fixtures';
import { handlers } from './handlers';

/**
 * The REST base the areas get: the preview frame's own origin, where the request mock answers (no
 * server). A story or the controls may still set `apiBase`/`token` to point an area at a real one.
 */
const API_BASE = `${window.location.origin}${API_PATH}`;

/**
 * Starts the request mock once per preview frame with the default handlers (the "full" state of
 * every area, `.storybook/handlers.ts`); stories replace some with `parameters.msw` (empty, error,
 * loading…). The worker script is served next to `iframe.html` (copied by `.storybook/main.ts`), so a
 * Storybook published under a sub-path finds it too. A call to the API that no handler answers is a
 * console error the smoke test (`.storybook/smoke.spec.ts`) fails on.
 */
async function startMock() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: new URL('mockServiceWorker.js', window.location.href).pathname },
    onUnhandledFrame({ frame, defaults }) {
      const { request } = frame.data as { request?: Request };
      if (request && new URL(request.url).pathname.includes(API_PATH)) defaults.error();
    },
  });
  return worker;
}

/**
 * Passes `apiBase` and `token` to the areas (stories with `parameters: { smuc: { api: true } }`);
 * args set by a story or the controls win.
 */
const withApi: Decorator = (Story, { args, parameters }) => {
  if (!parameters.smuc?.api) return <Story />;
  return <Story args={{ ...args, apiBase: args.apiBase ?? API_BASE, token: args.token ?? STORY_TOKEN }} />;
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
  loaders: [mswLoader(startMock)],
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
