/** How much of a text a notification and a push alert keep (payloads well under 3 KB). */

/** Longest start of the text a notification keeps. */
export const NOTIFICATION_TEXT_MAX = 200;

/** The first `max` characters (whole code points, so no emoji is cut in half), with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = [...flat];
  return points.length <= max ? flat : `${points.slice(0, max - 1).join('').trimEnd()}…`;
}
