/**
 * Where the browser goes after provider sign-in: a path of this site only, as it will be sent. Anything
 * else (another host, a scheme-relative `//host` before or after its dot segments are resolved, a
 * backslash some browsers read as a slash) goes home, so the sign-in can never be used to send someone
 * to another site.
 */
const BASE = 'http://kiraya.invalid';

export function sameSiteReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  // Control characters (a tab or a newline inside `/\t/host`) are dropped by URL parsers: refuse them.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Judged again once normalised: dot segments and their encodings can turn a path into a host
    // (`/.//evil.example`, `/a/..//evil.example` and `/%2e//evil.example` all become `//evil.example`).
    return path.startsWith('//') || path.includes('\\') ? '/' : path;
  } catch {
    return '/';
  }
}
