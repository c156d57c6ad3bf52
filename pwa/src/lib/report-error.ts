/**
 * The one place failures that must not stop the app go (no catch swallows an error), logged with
 * what the app was doing: a lost connection or a call off when its screen closed quietly (debug),
 * anything else as a warning. Works in the page, the service worker and Node: console is all it needs.
 */
/** What was being done, e.g. "refreshing the held listings". */
export type ErrorContext = string;

/** No connection, or a request the app called off itself (a screen closed): nothing went wrong. */
function isRoutine(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // An ApiError with status 0 (api-error.ts), read by shape: this module must stay tiny and
  // dependency-free, it is on the first page and in the service worker.
  return error.name === 'AbortError' || ('status' in error && error.status === 0);
}

export function reportError(context: ErrorContext, error: unknown): void {
  if (isRoutine(error)) console.debug(`Kiraya: ${context} did not finish:`, error instanceof Error ? error.message : error);
  else console.warn(`Kiraya: ${context} failed:`, error);
}

/** reportError as a rejection handler: `promise.catch(reportErrorAs('trimming the device cache'))`. */
export const reportErrorAs =
  (context: ErrorContext) =>
  (error: unknown): void =>
    reportError(context, error);
