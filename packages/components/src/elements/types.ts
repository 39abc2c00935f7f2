import type { User } from '@smuc/sdk';
import type { AreaTag, OwnProps } from './area-table';

/**
 * The `detail` of every event the dashboard elements raise. All bubble, are composed (they leave the
 * shadow root) and cancelable: `preventDefault()` tells the element the host page handled it (for
 * `smuc-open-player` and `smuc-navigate`: the host routes, the element does not change the location).
 */
export interface SmucEventDetailMap {
  /** Open the player editor for a player; `message` is a notice to show there (e.g. after a copy). */
  'smuc-open-player': { id: number; message?: string };
  /** Go to one of the spec's routes (`/streams`, `/dashboard`, `/forms`, …). */
  'smuc-navigate': { path: string; message?: string };
  /** A 403 on any call but the user call (000 §4): the session is over. */
  'smuc-session-expired': null;
  /** A 403 "Expired token" (000 §8). */
  'smuc-logged-out': null;
  /** An editor's unsaved-changes state changed. */
  'smuc-dirty-change': { dirty: boolean };
  /** A player's product list changed (product manager): item count and whether it is unsaved. */
  'smuc-products-change': { count: number; dirty: boolean };
  /** The account's details were saved (profile). */
  'smuc-user-change': { user: User };
  /** A dialog element was dismissed. */
  'smuc-close': null;
  /**
   * Raised synchronously before each API call the element makes (the host page's request hook):
   * a listener may add or change `headers` of that call, e.g. the WordPress plugin's `X-WP-Nonce`
   * for its proxy, read from `wp.apiFetch`'s nonce middleware at that moment. `url` is absolute.
   */
  'smuc-request': { url: string; method: string; headers: Headers };
}

/** Every dashboard element event as a `CustomEvent` with its detail, for `addEventListener`. */
export type SmucEventMap = { [K in keyof SmucEventDetailMap]: CustomEvent<SmucEventDetailMap[K]> };

/** The attributes (as properties) every dashboard element takes. */
export interface SmucAreaAttributes {
  /** The API base URL, e.g. `https://smuc.example/smucrestapi/v2`. */
  apiBase?: string;
  /** A bearer token of the account (or a site token); without it the element uses the cookie session. */
  token?: string;
  /** The language of the texts: `en`, `hu`, `de` or `ar`. */
  lang?: string;
}

/** A dashboard element: its properties plus typed listeners for {@link SmucEventMap}. */
export type SmucAreaElement<P extends object = object> = HTMLElement &
  SmucAreaAttributes &
  P & {
    addEventListener<K extends keyof SmucEventMap>(
      type: K,
      listener: (this: HTMLElement, event: SmucEventMap[K]) => unknown,
      options?: boolean | AddEventListenerOptions,
    ): void;
    addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ): void;
    removeEventListener<K extends keyof SmucEventMap>(
      type: K,
      listener: (this: HTMLElement, event: SmucEventMap[K]) => unknown,
      options?: boolean | EventListenerOptions,
    ): void;
    removeEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ): void;
  };

/**
 * Each element's own properties beyond {@link SmucAreaAttributes} (attribute = kebab-case name),
 * typed from its `props` in `AREA_TABLE` (`area-table.ts`).
 */
export type SmucElementProps = { [T in AreaTag]: OwnProps<T> };

/** Every dashboard element class by tag (what `document.createElement(tag)` answers). */
export type SmucElementTagNameMap = { [T in keyof SmucElementProps]: SmucAreaElement<SmucElementProps[T]> };

declare global {
  interface HTMLElementTagNameMap extends SmucElementTagNameMap {}
}
