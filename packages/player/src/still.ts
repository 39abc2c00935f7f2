/** The longest the player waits for its still (ms): a slow or stuck image must not keep it away. */
export const STILL_WAIT_CAP_MS = 3000;

/** Calls `finish` in a task queued from an animation frame callback: after that frame. */
const afterFrame = (finish: () => void) => requestAnimationFrame(() => setTimeout(finish, 0));

/**
 * Resolves once `img` has been painted (issue 35 §4): when the browser reports it as a
 * largest-contentful-paint entry (Chromium, Firefox: delivered after the frame that shows it was
 * presented), else (Safari) once it has loaded and decoded and one frame has passed. Resolves at
 * once without an image, in a hidden page (no frames are produced there) or when the image has
 * already failed; on the image's error, and after `capMs` at the latest (an image that never paints, or one that is not the page's
 * largest paint and so gets no entry).
 */
export function stillPainted(img: HTMLImageElement | null, capMs = STILL_WAIT_CAP_MS): Promise<void> {
  // An image that already failed (its error event is past) will never paint.
  const failed = img?.complete && img.naturalWidth === 0;
  if (!img || failed || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      observer?.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(finish, capMs);
    img.addEventListener('error', finish, { once: true });
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        const painted = (entry: PerformanceEntry) =>
          (entry as PerformanceEntry & { element?: Element }).element === img;
        if (list.getEntries().some(painted)) finish();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      return;
    }
    const decoded = () => img.decode().then(() => afterFrame(finish), finish);
    if (img.complete) decoded();
    else img.addEventListener('load', decoded, { once: true });
  });
}

/**
 * Resolves after the page's next frame (the one that paints what the page has parsed so far), at
 * once in a hidden page. Not a paint entry: a page whose only content is the player paints nothing
 * before it, and must not wait for a cap.
 */
export function pageFramed(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => afterFrame(resolve));
}
