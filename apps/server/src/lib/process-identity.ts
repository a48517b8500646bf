import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Who owns a generation reservation. `instance` stays the same when the process restarts
 * (PROCESS_ID, or hostname:PORT, which no two running processes share); `bootId` is new on every
 * start, so a process can tell its previous run's reservations from its own.
 */
export interface ProcessIdentity {
  instance: string;
  bootId: string;
}

export function processIdentity(env: { PROCESS_ID?: string; PORT: number }): ProcessIdentity {
  return { instance: env.PROCESS_ID ?? `${hostname()}:${env.PORT}`, bootId: randomUUID() };
}
