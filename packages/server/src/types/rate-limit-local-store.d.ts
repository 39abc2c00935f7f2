// `@fastify/rate-limit` ships its in-memory store without types of its own.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Incr = (
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ) => void;
  class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr: Incr;
    read: Incr;
    child(routeOptions: object): LocalStore;
  }
  export default LocalStore;
}
