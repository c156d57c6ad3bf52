/** Structured JSON logs (DESIGN.md §3). Secrets, passwords and cookies are redacted. */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.sessionSecret'],
      censor: '[redacted]',
    },
  });
}
