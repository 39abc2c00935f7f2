export { type BusEvent, MemoryBus, type RealtimeBus } from './bus';
export { RealtimeHub } from './hub';
export { feedChanged, realtimeHubOf, realtimeRoutes, realtimeUrl, streamChanged } from './routes';
export { loadTimeline } from './store';
