import type { OpsLog } from './log';

/**
 * Keeps one failure from ending a replica that serves everyone else: a promise rejected with nobody
 * to catch it (a background task's failure during a database outage, say) is logged as one JSON
 * line and the process keeps serving. An uncaught exception leaves the process in an unknown state,
 * so it is logged (as JSON, with its stack) and the process exits 1 for the supervisor to restart.
 * `proc` is the process (tests pass their own emitter).
 */
export function installProcessGuard(log: OpsLog, proc: Pick<NodeJS.Process, 'on' | 'exit'> = process): void {
  proc.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled rejection (kept serving)');
  });
  proc.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; exiting');
    proc.exit(1);
  });
}
