/** Business constants of spec 000 §9 / 001 §9 that more than one package needs. */
export const DASHBOARD_PLAYERS = 10;
export const DASHBOARD_PER_PAGE_DESKTOP = 3;
export const DASHBOARD_PER_PAGE_MOBILE = 2;
/** Width in px under which the dashboard and menus switch to their mobile form. */
export const MOBILE_BREAKPOINT_PX = 768;
export const DASHBOARD_CACHE_MAX = 50;
export const PLAYERS_PER_PAGE = 9;
export const PAGINATION_LINK_CHOICES = [3, 6, 9] as const;
export const STORAGE_WARNING_THRESHOLD_MIN = 180;
export const SESSION_EXPIRED_REDIRECT_MS = 3000;
export const TOAST_SHORT_MS = 5000;
export const TOAST_LONG_MS = 8000;
export const AUTOSUGGEST_DEBOUNCE_MS = 300;
export const MASQUERADE_COUNTDOWN_S = 10;
/** Size presets in px (001 §9). */
export const SIZE_PRESETS = { landscape: { width: 900, height: 640 }, portrait: { width: 340, height: 628 } };
