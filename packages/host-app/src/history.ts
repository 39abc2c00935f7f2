import { createBrowserHistory } from 'history';

/**
 * The host app's one browser history (the `history` package, v5), handed to React Router's
 * `unstable_HistoryRouter` in `main.tsx`. Pages that must hold a navigation back (the editor's
 * unsaved-changes prompt, 001) call its `block`, which covers links, `navigate()` and the browser's
 * Back/Forward alike, and asks the browser's own "leave site?" question on reload or close.
 */
export const history = createBrowserHistory();
