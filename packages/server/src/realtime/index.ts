export { type BusEvent, MemoryBus, type RealtimeBus } from './bus';
export { RealtimeHub } from './hub';
export { feedChanged, realtimeHubOf, streamChanged } from './notify';
export { realtimeRoutes, realtimeUrl } from './routes';
export { loadTimeline } from './store';
