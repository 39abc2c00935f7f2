import { StreamType, type StreamTypeCode } from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { useArea } from '../shell/area-context';

/**
 * The editor's recordings state (001 §2): how many recordings a live or playback player has (the
 * Recordings entry shows only then), whether the recordings modal is open, and a version that
 * bumps when the modal changed them so the preview re-reads.
 */
export function useEditorRecordings(streamId: number, type: StreamTypeCode) {
  const { client } = useArea();
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  const applies = type === StreamType.live || type === StreamType.playback;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version re-reads after a change
  useEffect(() => {
    if (!applies) return setCount(0);
    const abort = new AbortController();
    client.recordings
      .list(streamId, abort.signal)
      .then((list) => setCount(list.length))
      .catch(() => setCount(0));
    return () => abort.abort();
  }, [client, streamId, applies, version]);
  return {
    count: applies ? count : 0,
    open,
    setOpen,
    version,
    changed: () => setVersion((v) => v + 1),
  };
}
