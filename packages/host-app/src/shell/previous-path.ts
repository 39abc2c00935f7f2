/**
 * The route the user came from, for areas whose behaviour depends on where they were entered from
 * (000 §2 Fonts: entered from the dashboard, the list is not refetched). The layout calls
 * {@link recordPath} in an effect after each navigation; effects run after the new page rendered,
 * so a page reading {@link enteredFrom} in its first render gets the route that was left.
 */
let recorded: string | null = null;

/** Notes that the user is now on `path`. */
export function recordPath(path: string) {
  recorded = path;
}

/** During a page's first render: the route left for it (`null` on the first page of the visit). */
export function enteredFrom(): string | null {
  return recorded;
}
