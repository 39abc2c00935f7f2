/**
 * What a host page calls beside the elements (the package's `@smuc/components/host` export, the
 * one the host app uses): forgetting the device's dashboard cache and player filters when the
 * account changes or signs out (000 §9), and the name of the event that asks an element to act.
 */
export { clearDashboardCache, DASHBOARD_CACHE_KEY } from './dashboard/cache';
export { clearPlayerFilters, FILTER_KEYS } from './player-list/filters';
export { HOST_COMMAND_EVENT } from './shell/useHostCommand';
