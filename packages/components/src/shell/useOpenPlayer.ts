import { useCallback } from 'react';
import { useArea } from './area-context';

/**
 * Opens a player's editor: raises `smuc-open-player` `{ id }`; when no host handles it
 * (preventDefault), navigates the page to `/stream/{id}` itself.
 */
export function useOpenPlayer() {
  const { emit } = useArea();
  return useCallback(
    (id: number) => {
      if (emit('smuc-open-player', { id })) window.location.assign(`/stream/${id}`);
    },
    [emit],
  );
}
