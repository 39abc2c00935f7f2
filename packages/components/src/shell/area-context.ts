import type { ApiClient, Language } from '@smuc/sdk';
import { createContext, useContext } from 'react';
import type { SmucEventDetailMap } from '../elements/types';

/** What every area gets from its {@link AreaRoot}: the shared API client and a way to raise events. */
export interface AreaContextValue {
  client: ApiClient;
  /**
   * Dispatches a bubbling, composed, cancelable `CustomEvent` from the custom element. Answers false
   * when a listener called `preventDefault()`, i.e. the host handled it (e.g. routed itself).
   */
  emit: <K extends SmucEventName>(name: K, ...detail: SmucEventArgs<K>) => boolean;
  /** The node overlays (modals, popovers) render into, inside the shadow root. */
  portal: () => HTMLElement | null;
  /** The custom element itself (the shadow root's host), or null outside one. */
  host: () => Element | null;
  /** The area's language (its `lang`, one of the four). */
  language: Language;
}

/**
 * The names of the events the dashboard elements raise (bubbles, composed, cancelable); each one's
 * `detail` and meaning are in `SmucEventDetailMap` (`elements/types.ts`).
 */
export type SmucEventName = keyof SmucEventDetailMap;

/** The `detail` arguments of `emit(name, …)`: none for an event whose detail is null. */
export type SmucEventArgs<K extends SmucEventName> = SmucEventDetailMap[K] extends null
  ? []
  : [detail: SmucEventDetailMap[K]];

export const AreaContext = createContext<AreaContextValue | null>(null);

/** The area's context; throws when used outside an {@link AreaRoot}. */
export function useArea(): AreaContextValue {
  const value = useContext(AreaContext);
  if (!value) throw new Error('useArea() needs an <AreaRoot> above it');
  return value;
}
