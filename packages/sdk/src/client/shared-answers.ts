/**
 * Answers of the GETs that every part of a page asks for (the signed-in user, `GET /user/me`),
 * shared between all the clients of the page that opt in (`shareAnswers`): the host app's shell
 * and each dashboard element create their own client, and without this each asked the server again
 * for the same answer while the page was loading (issue 35 §2: `/user/me` went out twice before the
 * dashboard's first paint).
 *
 * One request is in flight per key (base URL, path, token, language, whether answers are checked);
 * a settled answer is handed to later callers for {@link SHARED_FOR_MS}, long enough for the areas
 * of one page load to mount, short enough that moving to another area some time later asks again.
 * Any other request than a GET through a sharing client forgets every shared answer, so a change
 * (saving the account, a plan, masquerading) is never followed by an old answer. A failed answer is
 * not shared: the next caller asks itself, so its own client raises its own session events.
 */
export const SHARED_FOR_MS = 10_000;

interface Entry {
  answer: Promise<unknown>;
  settledAt?: number;
}

const entries = new Map<string, Entry>();
let pageShares = false;

/**
 * Marks this page as one whose every change to the shared data goes through a sharing client (the
 * host app: its shell and its elements). Elements ask {@link pageSharesAnswers} for their
 * `shareAnswers`, so on another page (a site with the elements, the components' tests that change
 * an account through the API directly) each element still asks for itself.
 */
export function shareAnswersOnThisPage(): void {
  pageShares = true;
}

/** Whether {@link shareAnswersOnThisPage} was called on this page. */
export const pageSharesAnswers = (): boolean => pageShares;

/** Forgets every shared answer (a write went out). */
export function forgetSharedAnswers(): void {
  entries.clear();
}

/**
 * Answers `fetchAnswer()`'s result through the shared store under `key`: the pending or recent
 * answer when there is one, else a new request (started without the caller's signal, so one
 * caller giving up does not fail the others). `signal` ends only this caller's wait (it rejects
 * with the signal's reason). Each caller gets its own copy (`structuredClone`), so one area
 * changing its answer never changes another's.
 */
export function sharedAnswer<T>(
  key: string,
  fetchAnswer: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const now = Date.now();
  let entry = entries.get(key);
  if (entry?.settledAt !== undefined && now - entry.settledAt > SHARED_FOR_MS) entry = undefined;
  if (!entry) {
    const created: Entry = {
      answer: fetchAnswer().then(
        (value) => {
          created.settledAt = Date.now();
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === created) entries.delete(key);
          throw error;
        },
      ),
    };
    entries.set(key, created);
    entry = created;
  }
  const answer = entry.answer.then((value) => structuredClone(value) as T);
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
