/** Offline, a list says so and how old it is ("…saved 12 min ago"). */
import { CloudOff } from 'lucide-react';
import { formatRelativeTime } from '@shared/intl-dates.ts';
import { browseMessages } from '@shared/messages/browse.ts';

const t = browseMessages.offline;

/** "just now", then "5 minutes ago", "2 hours ago", "yesterday"… in the page's language (Intl). */
export function savedAgo(savedAt: number, now: number = Date.now()): string {
  if (now - savedAt < 60_000) return t.justNow;
  return formatRelativeTime(new Date(savedAt), new Date(now));
}

/** `describe` words the age for what the note is about (a part of a page with its own age); the default speaks for the page. */
export function OfflineNote({ savedAt, describe = t.savedAgo }: { savedAt: number | null; describe?: (age: string) => string }) {
  if (savedAt === null) return null;
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {describe(savedAgo(savedAt))}
    </p>
  );
}
