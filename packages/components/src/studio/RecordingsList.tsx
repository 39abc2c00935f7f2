import type { Recording } from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { formatDuration } from './rules';

/** How often the studio looks for a recording that is being prepared (ms). */
const POLL_MS = 3000;
/** How long it keeps looking after a broadcast stopped (ms). */
const POLL_FOR_MS = 120_000;
/** Clock difference tolerated between this browser and the server (ms). */
const SKEW_MS = 60_000;

/**
 * The stream's recordings as the studio shows them (issue 8 "the recording appears when the
 * broadcast ends"): name, date, real duration and poster, newest first. `stoppedAt` (ms since
 * epoch, or null) is when the last broadcast of this studio stopped: until a recording made after
 * it arrives (at most {@link POLL_FOR_MS}) the list says it is being prepared and polls every
 * {@link POLL_MS}.
 */
export function RecordingsList({ streamId, stoppedAt }: { streamId: number; stoppedAt: number | null }) {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const [list, setList] = useState<Recording[] | null>(null);
  const isNew = (r: Recording) => stoppedAt !== null && Date.parse(r.created) >= stoppedAt - SKEW_MS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: isNew only reads stoppedAt
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      let found: Recording[] | null = null;
      try {
        found = await client.live.recordings(streamId, controller.signal);
        if (!controller.signal.aborted) setList(found);
      } catch {
        // Shown as "being prepared" while polling; a later poll may succeed.
      }
      const waiting = stoppedAt !== null && !found?.some(isNew) && Date.now() < stoppedAt + POLL_FOR_MS;
      if (waiting && !controller.signal.aborted) timer = setTimeout(load, POLL_MS);
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, streamId, stoppedAt]);

  if (!list) return null;
  const pending = stoppedAt !== null && !list.some(isNew);
  return (
    <section className="studio-recordings" aria-labelledby="studio-recordings-title">
      <h3 id="studio-recordings-title">{t('studio.recordings')}</h3>
      {pending && (
        <p className="muted" role="status">
          {t('studio.recordingPending')}
        </p>
      )}
      {list.length === 0 && !pending && <p className="muted">{t('studio.noRecordings')}</p>}
      {list.length > 0 && (
        <ul className="studio-recording-list">
          {[...list].reverse().map((r) => (
            <li key={r.uid} data-testid="studio-recording">
              <img src={r.thumbnail} alt="" width={96} height={54} loading="lazy" />
              <span>
                <a href={r.url} target="_blank" rel="noreferrer">
                  {r.name}
                </a>
                <br />
                <span className="muted">
                  {new Date(r.created).toLocaleString(i18n.language)} ·{' '}
                  <span data-testid="studio-recording-duration">
                    {t('studio.recordingDuration', { duration: formatDuration(r.duration) })}
                  </span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
