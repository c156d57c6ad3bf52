/**
 * Plain query strings for the router. TanStack's default writes values as JSON (q="123" becomes
 * ?q=%22123%22 and reads back as a number); Kiraya's URLs are plain ones
 * (/search?q=red%20bike), every value a string, encoded with encodeURIComponent.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
