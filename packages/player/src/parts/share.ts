/**
 * Shares the page the player is on (the Share button, 000 §3 `shares`): the system share sheet
 * where the browser has one, else the address copied to the clipboard. Answers `'copied'` when the
 * clipboard took it (the player then says so), `'shared'` when the sheet opened, `'none'` when the
 * viewer dismissed the sheet or the clipboard was refused: nothing happened, nothing to say.
 */
export async function sharePage(title: string): Promise<'shared' | 'copied' | 'none'> {
  const url = globalThis.location?.href ?? '';
  try {
    if (navigator.share) {
      await navigator.share({ title, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'none';
  }
}
