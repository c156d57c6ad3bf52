/** A document's status in words and colour: pending amber, verified green, rejected red. */
import type { DocumentStatus } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';

const colours: Record<DocumentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  verified: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-surface-muted text-fg-muted',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colours[status]}`}>
      {documentMessages.statusLabels[status]}
    </span>
  );
}
