/**
 * The all / pending / verified / rejected filter as a segmented control: toggle buttons in a
 * labelled group, the chosen one pressed, each with its count once the counts are in.
 */
import type { DocumentCounts } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { DOCUMENT_STATUS_FILTERS, type DocumentStatusFilter } from '@shared/schemas/document.ts';

const t = documentMessages.admin;

const segmentClass =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-fg-muted ' +
  'hover:text-fg aria-pressed:bg-surface aria-pressed:text-fg aria-pressed:shadow-sm';

interface DocumentFilterProps {
  value: DocumentStatusFilter;
  counts: DocumentCounts | null;
  onChange: (filter: DocumentStatusFilter) => void;
}

export function DocumentFilter({ value, counts, onChange }: DocumentFilterProps) {
  return (
    <div role="group" aria-label={t.filterLabel} className="flex max-w-full flex-wrap gap-1 rounded-xl border border-border bg-surface-muted p-1 sm:inline-flex">
      {DOCUMENT_STATUS_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === value}
          aria-label={counts ? t.filterWithCount(t.filters[filter], counts[filter]) : undefined}
          onClick={() => onChange(filter)}
          className={segmentClass}
        >
          {t.filters[filter]}
          {counts ? (
            <span aria-hidden className="min-w-6 rounded-full bg-border/60 px-1.5 py-0.5 text-center text-xs tabular-nums">
              {counts[filter]}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
