/**
 * Waits for the next file an element saves through `<a download>` (see `ui/download.ts`): stops the
 * browser's own download and answers the file name and the text behind the blob URL.
 */
export function nextDownload(timeoutMs = 10_000): Promise<{ filename: string; text: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      document.removeEventListener('click', onClick, true);
      reject(new Error('no download within the time limit'));
    }, timeoutMs);
    async function onClick(e: Event) {
      const a = e.composedPath()[0];
      if (!(a instanceof HTMLAnchorElement) || !a.download) return;
      e.preventDefault();
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
      // Keep a byte-order mark: the default decoder would drop it.
      const bytes = await (await fetch(a.href)).arrayBuffer();
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      resolve({ filename: a.download, text });
    }
    document.addEventListener('click', onClick, true);
  });
}
