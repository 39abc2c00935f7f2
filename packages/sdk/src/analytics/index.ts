export {
  createTracker,
  storedVisitorId,
  type Tracker,
  type TrackerOptions,
  type TrackFields,
  VISITOR_KEY,
} from './tracker';
