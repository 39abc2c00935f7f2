import { StreamStatus, type StreamStatusCode } from '@smuc/sdk';
import { HttpError } from '../http/errors';

/** Refusal of any transition out of a closed broadcast (001 §4). */
export const CLOSED_MESSAGE = 'This broadcast is closed.';
/** End broadcast while waiting or live (001 §4): the publisher must stop first. */
export const STOP_FIRST_MESSAGE = 'Stop the broadcast in the streaming software first.';

type Transition = 'start' | 'resume' | 'end';

/**
 * The studio's and the end-broadcast transitions of 001 §4 for `POST /stream/{id}/start|resume|stop`:
 * - `start`: waiting or paused → live (live stays live);
 * - `resume`: paused or waiting → live (live stays live);
 * - `end` (`stop`, "End broadcast"): paused → closed; waiting or live → 409 {@link STOP_FIRST_MESSAGE}.
 * A closed stream refuses every transition (409 {@link CLOSED_MESSAGE}). Answers the new status.
 * @throws HttpError 409 as above; the caller has checked that the stream is the account's.
 */
export function nextStatus(current: number, transition: Transition): StreamStatusCode {
  if (current === StreamStatus.closed) throw new HttpError(409, CLOSED_MESSAGE);
  if (transition === 'end') {
    if (current !== StreamStatus.paused) throw new HttpError(409, STOP_FIRST_MESSAGE);
    return StreamStatus.closed;
  }
  return StreamStatus.live;
}
