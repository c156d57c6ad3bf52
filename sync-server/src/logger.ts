/** Structured JSON logs. Secrets, passwords and cookies are redacted. */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.sessionSecret', '*.privateKey', '*.keys',
        '*.documentKey', 'config.documentKey', '*.keySecret', '*.webhookSecret', 'config.payments.keySecret', 'config.payments.webhookSecret',
        '*.clientSecret', 'config.oidc.clientSecret', '*.idToken', '*.metricsToken', 'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}

/** Where the start-up line goes: process.stdout, or a stand-in in tests. */
export interface StartupOutput {
  isTTY?: boolean;
  write: (text: string) => unknown;
}

/**
 * The line a person starting the server looks for. On a terminal it is one plain line; otherwise
 * (a service manager, a container, a log collector) it is a JSON entry like every other log line.
 */
export function reportRunning(logger: Logger, output: StartupOutput, details: { url: string; database: string }): void {
  if (output.isTTY) output.write(`Kiraya is running at ${details.url}\n`);
  else logger.info(details, 'Kiraya is running');
}
