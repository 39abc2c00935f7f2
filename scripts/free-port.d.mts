/**
 * A TCP port on `host` (default `127.0.0.1`) that nothing listens on right now: the OS picks it for
 * a throw-away listener that is closed before this resolves. Another process can still take it
 * before the caller listens. Rejects with the listen error.
 */
export function freePort(host?: string): Promise<number>;
