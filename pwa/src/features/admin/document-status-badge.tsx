/** A document's status as a coloured pill, the word always written (colour is never the only sign). */
import type { DocumentStatus } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';

const STYLES: Record<DocumentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  verified: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  expired: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>
      {documentMessages.statusLabels[status]}
    </span>
  );
}
