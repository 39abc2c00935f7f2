import { useEffect, useRef } from 'react';
import { useArea } from './area-context';

/** The event a host page dispatches on an element to ask it to act: `detail` is `{ command }`. */
export const HOST_COMMAND_EVENT = 'smuc-command';

/**
 * Runs `handler(command)` when the host page dispatches `smuc-command` `{ command }` on this
 * element, e.g. the host app's mobile header asking the editor to duplicate or delete (000 §2 Menu
 * and header behaviour). The handler may change between renders; the listener stays.
 */
export function useHostCommand(handler: (command: string) => void) {
  const { host } = useArea();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const el = host();
    if (!el) return;
    const listener = (event: Event) => {
      const command = (event as CustomEvent<{ command?: unknown }>).detail?.command;
      if (typeof command === 'string') latest.current(command);
    };
    el.addEventListener(HOST_COMMAND_EVENT, listener);
    return () => el.removeEventListener(HOST_COMMAND_EVENT, listener);
  }, [host]);
}
