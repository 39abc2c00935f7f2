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
