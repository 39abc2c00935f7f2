/**
 * A link or image address the player may put into `href`/`src`: absolute `http(s)` or a path on the
 * serving origin (`/media/…`, as locally stored uploads are addressed), so a product or form saved
 * with `javascript:` or `data:` addresses can never run script on the pages that embed the player.
 *
 * @returns the trimmed address, or `null` when it is empty or of another kind.
 */
export function httpUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  return /^(https?:\/\/|\/(?!\/))\S*$/i.test(value) ? value : null;
}

/**
 * An image address for `<img src>`: what {@link httpUrl} allows plus inline `data:image/…` images
 * (an `<img>` never runs script, not even from SVG), as previews of unsaved uploads use.
 */
export function imageUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  return httpUrl(value) ?? (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value) ? value : null);
}
