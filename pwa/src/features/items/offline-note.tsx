/** DESIGN.md §7: offline, a list says so and how old it is ("…saved 12 min ago"). */
import { CloudOff } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';

const t = browseMessages.offline;

export function savedAgo(savedAt: number, now: number = Date.now()): string {
  const minutes = Math.floor((now - savedAt) / 60_000);
  if (minutes < 1) return t.justNow;
  if (minutes < 60) return t.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hours(hours);
  return t.days(Math.floor(hours / 24));
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
