/**
 * Which push endpoints the server will call. An endpoint is a URL a browser hands us and the job worker
 * later POSTs to: accepting any URL would let a user aim the server at internal addresses.
 */

/*
 * Only the browsers' own push services are taken by default, matched by host suffix on the standard
 * HTTPS port, plus the entries of PUSH_SERVICE_HOSTS (a self-hosted push service, the tests' local
 * one), each `host` (port 443) or `host:port`, with its subdomains.
 */

/** The push services of current browsers (Chrome's FCM endpoints old and new, Firefox, Edge, Safari). */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  'android.googleapis.com', // Chrome's older GCM-style endpoints, still handed out to some devices
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'notify.windows.com', // Edge on Windows (<region>.notify.windows.com)
  'push.apple.com', // Safari on macOS and installed web apps on iOS (web.push.apple.com)
];

const onHost = (hostname: string, allowed: string): boolean => hostname === allowed || hostname.endsWith(`.${allowed}`);

/** Whether the server may send pushes to this endpoint (an https URL, already checked by the schema). */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  const port = url.port || '443';
  const entries = [...BROWSER_PUSH_SERVICES, ...extraHosts].map((entry) => {
    const [host = '', entryPort = '443'] = entry.split(':');
    return { host, port: entryPort };
  });
  return entries.some((entry) => entry.port === port && onHost(hostname, entry.host));
}
