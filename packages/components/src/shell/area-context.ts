import type { ApiClient } from '@smuc/sdk';
import { createContext, useContext } from 'react';

/** What every area gets from its {@link AreaRoot}: the shared API client and a way to raise events. */
export interface AreaContextValue {
  client: ApiClient;
  /**
   * Dispatches a bubbling, composed, cancelable `CustomEvent` from the custom element. Answers false
   * when a listener called `preventDefault()`, i.e. the host handled it (e.g. routed itself).
   */
  emit: (name: SmucEventName, detail?: unknown) => boolean;
  /** The node overlays (modals, popovers) render into, inside the shadow root. */
  portal: () => HTMLElement | null;
  /** The custom element itself (the shadow root's host), or null outside one. */
  host: () => Element | null;
  language: string;
}

/**
 * Events the dashboard elements raise (bubbles, composed), so a host page can route:
 * - `smuc-open-player` `{ id }`: open the player editor for a stream.
 * - `smuc-navigate` `{ path }`: go to one of the spec's routes (e.g. `/streams`, `/dashboard`).
 * - `smuc-session-expired`: a 403 on any call but the user call (000 §4).
 * - `smuc-logged-out`: a 403 "Expired token" (000 §8).
 * - `smuc-dirty-change` `{ dirty }`: an editor's unsaved-changes state changed.
 * - `smuc-close`: a dialog element was dismissed.
 * - `smuc-products-change` `{ count, dirty }`: a player's product list changed (product manager).
 * - `smuc-user-change` `{ user }`: the account's details were saved (profile); the host re-reads them.
 */
export type SmucEventName =
  | 'smuc-open-player'
  | 'smuc-navigate'
  | 'smuc-session-expired'
  | 'smuc-logged-out'
  | 'smuc-dirty-change'
  | 'smuc-products-change'
  | 'smuc-user-change'
  | 'smuc-close';

export const AreaContext = createContext<AreaContextValue | null>(null);

/** The area's context; throws when used outside an {@link AreaRoot}. */
export function useArea(): AreaContextValue {
  const value = useContext(AreaContext);
  if (!value) throw new Error('useArea() needs an <AreaRoot> above it');
  return value;
}
