import { pino, type Logger } from 'pino';

export type { Logger };

/** Creates the process logger; JSON lines on stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ['password', '*.password', 'headers.cookie'] });
}
