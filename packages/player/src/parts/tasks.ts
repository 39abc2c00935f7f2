/**
 * Resolves in a later task of the event loop, so work after it does not lengthen the current one
 * (issue 18 target 5: the player adds ≤ 50 ms of total blocking time to a page; a task over 50 ms
 * counts as blocking). Uses `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued tasks), else a `setTimeout(0)`.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
