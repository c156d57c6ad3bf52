/** What the backup and restore commands print. */
import type { Counts } from './backup-archive.ts';

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const describeCounts = (counts: Counts): string =>
  [
    plural(counts.users, 'user', 'users'),
    plural(counts.listings, 'listing', 'listings'),
    plural(counts.conversations, 'conversation', 'conversations'),
    plural(counts.messages, 'message', 'messages'),
    plural(counts.bookings, 'booking', 'bookings'),
    plural(counts.mediaFiles, 'media file', 'media files'),
  ].join(', ');

/** The one file argument, or the usage and exit 2. */
export function usageUnless(args: string[], usage: string): string {
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return file;
}
