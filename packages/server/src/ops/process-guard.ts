import type { OpsLog } from './log';

/**
 * Keeps one failure from ending a replica that serves everyone else: a promise rejected with nobody
 * to catch it (a background task's failure during a database outage, say) is logged as one JSON
 * line and the process keeps serving. An uncaught exception leaves the process in an unknown state,
 * so it is logged (as JSON, with its stack) and the process exits 1 for the supervisor to restart.
 * Process warnings (a library's `process.emitWarning`, such as the AWS SDK's Node-version notice,
 * or a deprecation) become JSON `warn` lines instead of Node's plain-text stderr print, whose
 * listener is removed, so production logs stay JSON only.
 * `proc` is the process (tests pass their own emitter).
 */
export function installProcessGuard(
  log: OpsLog,
  proc: Pick<NodeJS.Process, 'on' | 'exit' | 'removeAllListeners'> = process,
): void {
  proc.removeAllListeners('warning');
  proc.on('warning', (warning) => {
    log.warn({ err: warning }, `process warning: ${warning.name}`);
  });
  proc.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled rejection (kept serving)');
  });
  proc.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; exiting');
    proc.exit(1);
  });
}
