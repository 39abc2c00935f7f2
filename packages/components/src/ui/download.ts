/**
 * Saves `blob` as a file named `filename` through a temporary `<a download>` (works inside shadow
 * roots: the link is attached to `parent` only while it is clicked).
 */
export function saveBlob(parent: HTMLElement | null, filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  (parent ?? document.body).append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves `text` as a file named `filename` (see {@link saveBlob}); `type` defaults to CSV. */
export function saveTextFile(
  parent: HTMLElement | null,
  filename: string,
  text: string,
  type = 'text/csv;charset=utf-8',
) {
  saveBlob(parent, filename, new Blob([text], { type }));
}
