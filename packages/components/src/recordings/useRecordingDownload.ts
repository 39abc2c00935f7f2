import {
  NotFoundError,
  RECORDING_DOWNLOAD_POLL_MS,
  type Recording,
  type RecordingDownload,
  TOAST_LONG_MS,
  ValidationError,
} from '@smuc/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useToast } from '../ui/Toaster';

/** Waits `ms`, or rejects at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Saves the file at `url` through a temporary `<a download>` inside `parent` (shadow-root safe). */
function saveUrl(parent: HTMLElement | null, url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  (parent ?? document.body).append(a);
  a.click();
  a.remove();
}

/** `Recording 2026-11-21 10:00 UTC.webm` → `Recording 2026-11-21 10_00 UTC.mp4`. */
const fileNameOf = (name: string) =>
  `${name.replace(/\.[A-Za-z0-9]{2,4}$/, '').replace(/[\\/:*?"<>|]+/g, '_') || 'recording'}.mp4`;

/**
 * The download flow of 001 §4: after the user confirmed, fetch the existing download request
 * (`GET`) or create one (`POST`) when none exists; poll every 10 s while `inprogress`; save the file
 * when `ready`. Only one at a time (`busy` holds its uid). Failures toast 'Something went wrong.'
 * (001 §8) or the server's refusal text. `onChange` is told every state it reads.
 */
export function useRecordingDownload(streamId: number, onChange: (state: RecordingDownload) => void) {
  const { t } = useTranslation();
  const { client, portal } = useArea();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (recording: Recording) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;
      setBusy(recording.uid);
      try {
        const fetchOrCreate = async () => {
          if (!recording.download) return client.recordings.requestDownload(streamId, recording.uid, signal);
          try {
            return await client.recordings.download(streamId, recording.uid, signal);
          } catch (error) {
            // The request vanished (e.g. the server restarted while preparing it): create it again.
            if (error instanceof NotFoundError)
              return client.recordings.requestDownload(streamId, recording.uid, signal);
            throw error;
          }
        };
        let state = await fetchOrCreate();
        changed.current(state);
        while (state.status === 'inprogress') {
          await sleep(RECORDING_DOWNLOAD_POLL_MS, signal);
          state = await client.recordings.download(streamId, recording.uid, signal);
          changed.current(state);
        }
        if (state.url) saveUrl(portal(), state.url, fileNameOf(recording.name));
        toast(t('recordings.downloadReady', { name: recording.name }), 'success');
      } catch (error) {
        if (signal.aborted) return;
        toast(
          error instanceof ValidationError ? error.message : t('errors.somethingWentWrong'),
          'danger',
          TOAST_LONG_MS,
        );
      } finally {
        if (controller.current === abort) controller.current = null;
        if (!signal.aborted) setBusy(null);
      }
    },
    [client, streamId, toast, t, portal],
  );
  return { busy, start };
}
