/** A downloaded file: its text and the name the server gave it in `Content-Disposition`. */
export interface DownloadedFile {
  filename: string;
  text: string;
}

/** Reads a file answer: the body as text and the `filename="…"` of `Content-Disposition` (else `fallback`). */
export async function readDownload(response: Response, fallback: string): Promise<DownloadedFile> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(disposition);
  return { filename: match?.[1] ?? fallback, text: await response.text() };
}

/** A file read with {@link readDownloadWithProgress}: its parts (no one string of it all) and name. */
export interface DownloadedParts {
  filename: string;
  parts: Uint8Array[];
}

/**
 * Reads a streamed file answer chunk by chunk, calling `onProgress(lines, total)` after each chunk:
 * `lines` the line breaks received so far, `total` the server's `X-Total-Count` (`null` without
 * one). The chunks are kept as they came (a caller makes a `Blob` of them), so a file of millions
 * of lines never becomes one string. `filename` from `Content-Disposition`, else `fallback`.
 */
export async function readDownloadWithProgress(
  response: Response,
  fallback: string,
  onProgress: (lines: number, total: number | null) => void,
): Promise<DownloadedParts> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const header = response.headers.get('x-total-count');
  const total = header === null || header === '' ? null : Number(header);
  const parts: Uint8Array[] = [];
  let lines = 0;
  const reader = response.body?.getReader();
  if (!reader) return { filename, parts: [new Uint8Array(await response.arrayBuffer())] };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress(lines, total);
  }
  return { filename, parts };
}
