export { clearDashboardCache, DASHBOARD_CACHE_KEY } from './dashboard/cache';
export { Dashboard } from './dashboard/Dashboard';
export { defineAll } from './elements/index';
export { createI18n, directionOf } from './i18n/index';
export { PlayerEditor } from './player-editor/PlayerEditor';
export { clearPlayerFilters, FILTER_KEYS } from './player-list/filters';
export { PlayerList } from './player-list/PlayerList';
export type { AreaProps } from './shell/AreaRoot';
export type { SmucEventName } from './shell/area-context';
