// A free TCP port for tests and benchmarks that start a server of their own on a port they must
// know before it listens (an RTMP destination, a server restarted on the same port). Node built-ins
// only, so TypeScript tests (through free-port.d.mts), Playwright specs and plain benchmark scripts
// import this one module by path.
import { createServer } from 'node:net';

/**
 * A TCP port on `host` that nothing listens on right now: the OS picks one for a throw-away listener
 * (`listen(0)`), whose port is read and which is closed before this resolves. Another process can
 * still take the port before the caller listens on it. Rejects with the listen error (e.g.
 * `EADDRNOTAVAIL` for a host that is not local).
 * @param {string} [host] the interface to probe, `127.0.0.1` unless given
 * @returns {Promise<number>} the port number, 1–65535
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no port was assigned'))));
    });
  });
}
