/**
 * The path a log line may name. Some paths carry a secret or a private address: an upload link's media
 * id (its token is in the query, never logged), an identity document photo's id, a calendar feed's
 * secret token. Those are logged as their route's pattern, so the logs can still be grouped
 * by call but never hand out what the path grants.
 */
const PRIVATE_PATHS: ReadonlyArray<{ prefix: string; pattern: string }> = [
  { prefix: '/api/uploads/', pattern: '/api/uploads/:mediaId' },
  { prefix: '/api/document-photos/', pattern: '/api/document-photos/:mediaId' },
  { prefix: '/api/calendar/', pattern: '/api/calendar/:token.ics' },
];

export function loggedPath(path: string): string {
  // Routes match without regard to case and with an encoded slash or two: compare the same way.
  const lower = path.toLowerCase();
  return PRIVATE_PATHS.find((entry) => lower.startsWith(entry.prefix))?.pattern ?? path;
}
