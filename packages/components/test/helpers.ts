import { expect } from '@esm-bundle/chai';

declare global {
  interface Window {
    SMUC_API: string;
    axe: {
      run: (
        ctx: Element | Document,
        opts?: object,
      ) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }>;
    };
  }
}

/** Signs in through the real API and answers the session token (usable as a bearer token). */
export async function login(email = 'demo@smuc.test', password = 'demo1234'): Promise<string> {
  const res = await fetch(`${window.SMUC_API}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  expect(body.success, 'login').to.equal(true);
  return body.data.token as string;
}

/** Mounts `<tag>` with attributes on the bare page and answers it. */
export function mount(tag: string, attrs: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/**
 * Mounts `<tag>` with attributes in a 375 px wide frame (the narrowest page the house style asks an
 * area to fit without sideways scrolling), runs `check` on it and removes the frame afterwards, also
 * when the check fails.
 */
export async function inNarrowPage(
  tag: string,
  attrs: Record<string, string>,
  check: (el: HTMLElement) => Promise<void>,
): Promise<void> {
  const frame = document.createElement('div');
  frame.style.inlineSize = `${NARROW_PAGE_PX}px`;
  document.body.append(frame);
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  frame.append(el);
  try {
    await check(el);
  } finally {
    frame.remove();
  }
}

/** The width of {@link inNarrowPage}'s frame, px. */
export const NARROW_PAGE_PX = 375;

/** Calls the real API with the token; answers the envelope's data. */
export async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${window.SMUC_API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()).data;
}

/** Chooses `file` in a file input the way a user's pick reaches React. */
export function choose(input: HTMLInputElement, file: File) {
  const dt = new DataTransfer();
  dt.items.add(file);
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Polls `check` until it answers a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(check: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`waitFor timed out: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** All nodes matching `selector` inside an element's shadow root. */
export const inShadow = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => [
  ...(el.shadowRoot?.querySelectorAll<E>(selector) ?? []),
];

/**
 * Types `chars` into whatever has focus in `el`'s shadow root, one `beforeinput` per character,
 * all in one task: nothing can render between two keys, as on a slow CPU where the next key's
 * listener runs before the last key's render. Focus may move between keys (a completed segment
 * moves it to the next one).
 */
export function typeInOneTask(el: HTMLElement, chars: string) {
  for (const data of chars) {
    (el.shadowRoot!.activeElement as HTMLElement).dispatchEvent(
      new InputEvent('beforeinput', {
        data,
        inputType: 'insertText',
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
  }
}

/** Runs axe on the page (axe walks open shadow roots) and fails listing every violation. */
export async function expectAccessible(el: HTMLElement) {
  // Colour contrast read mid-transition (a step fading in, a toggle's background) is not the
  // page's: let finite animations end first. Infinite ones (skeleton shimmer, progress) never do.
  const running = [...document.getAnimations(), ...(el.shadowRoot?.getAnimations() ?? [])].filter(
    (a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
  );
  // (At most 2 s: a paused animation never finishes.)
  await Promise.race([
    Promise.all(running.map((a) => a.finished.catch(() => undefined))),
    new Promise((r) => setTimeout(r, 2000)),
  ]);
  const result = await window.axe.run(el, { resultTypes: ['violations'] });
  // Each violation names its first element, its markup and axe's reason, so a failure says where
  // to look and why.
  const summary = result.violations.map((v) => {
    const node = v.nodes[0] as { target?: unknown[]; html?: string; failureSummary?: string } | undefined;
    return `${v.id}: ${v.help} (${v.nodes.length}: ${JSON.stringify(node?.target ?? [])} ${node?.html?.slice(0, 160) ?? ''} — ${node?.failureSummary?.replace(/\s+/g, ' ').slice(0, 240) ?? ''})`;
  });
  expect(summary, 'axe violations').to.deep.equal([]);
}

/** Sets an input or select value the way a user's change would reach React. */
export function setValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Chromium reports "ResizeObserver loop completed with undelivered notifications" when a React Aria
 * popover (a list box, a menu) re-measures itself while its items change size within one frame; the
 * browser delivers the rest in the next frame (a notice, not a failure). Keeps only that message from
 * the test framework's error handler, so every other page error still fails the test. Answers the
 * function that puts the framework's handler back.
 */
export function ignoreResizeObserverNotice(): () => void {
  const frameworkOnError = window.onerror;
  window.onerror = (message, ...rest) =>
    String(message).includes('ResizeObserver loop') ? true : frameworkOnError?.(message, ...rest);
  return () => {
    window.onerror = frameworkOnError;
  };
}

/**
 * Runs `body` while the real server's `GET /user/me` answers carry `masqueraded: true`, as they do
 * for a staff member's "log in as" session (000 §6). Such a session starts only from the dashboard's
 * own origin with a cookie, which a component test on another origin cannot hold; the write routes'
 * 403 to a real masquerade is the server's test (`auth/masquerade.test.ts`).
 */
export async function asMasquerade(body: () => Promise<void>): Promise<void> {
  const realFetch = window.fetch;
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/user/me') || !response.ok) return response;
    const answer = await response.json();
    return new Response(JSON.stringify({ ...answer, data: { ...answer.data, masqueraded: true } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  try {
    await body();
  } finally {
    window.fetch = realFetch;
  }
}

export { expect };
