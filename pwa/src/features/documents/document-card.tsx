/**
 * One of the user's documents: type, status, the number masked to its last four characters, when it
 * was submitted and reviewed, its photos while they are kept, and for a rejected one the reason and
 * "Resubmit Document", which opens the form for that document in place.
 */
import { useState } from 'react';
import type { VerificationDocument } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { Button } from '@pwa/ui/button.tsx';
import { documentDate } from './document-date.ts';
import { DocumentForm } from './document-form.tsx';
import { DocumentStatusBadge } from './document-status-badge.tsx';

const t = documentMessages.section;

interface DocumentCardProps {
  document: VerificationDocument;
  onSubmitted: (document: VerificationDocument) => void;
  onStale: () => void;
}

export function DocumentCard({ document, onSubmitted, onStale }: DocumentCardProps) {
  const [resubmitting, setResubmitting] = useState(false);
  const type = documentMessages.typeLabels[document.documentType];
  const decided = document.status === 'verified' || document.status === 'rejected';
  return (
    <li className="rounded-xl border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-fg">
          {type}
        </h4>
        <DocumentStatusBadge status={document.status} />
      </div>
      <p className="mt-1 font-mono text-sm tracking-wide text-fg" aria-label={t.maskedNumberLabel(document.numberLast4)}>
        {t.maskedNumber(document.numberLast4)}
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {t.submittedOn(documentDate(document.submittedAt))}
        {decided && document.verifiedAt ? ` · ${t.decidedOn(documentDate(document.verifiedAt))}` : null}
      </p>
      {document.documentImageUrls.length ? (
        <ul className="mt-2 flex gap-2">
          {document.documentImageUrls.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t.photoAlt(index + 1)} loading="lazy" className="h-14 w-20 rounded-lg border border-border object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      {document.status === 'rejected' ? (
        <>
          {document.rejectionReason ? (
            <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
              <span className="font-semibold">{t.rejectionReason}: </span>
              {document.rejectionReason}
            </p>
          ) : null}
          {resubmitting ? (
            <div className="mt-4 border-t border-border pt-4">
              <h5 className="mb-3 font-semibold text-fg">{t.resubmitHeading(type)}</h5>
              <DocumentForm
                mode={{ kind: 'resubmit', document }}
                onSubmitted={(updated) => {
                  setResubmitting(false);
                  onSubmitted(updated);
                }}
                onStale={onStale}
                onCancel={() => setResubmitting(false)}
              />
            </div>
          ) : (
            <Button variant="outline" className="mt-3 w-full sm:w-auto" onClick={() => setResubmitting(true)}>
              {t.resubmit}
            </Button>
          )}
        </>
      ) : null}
    </li>
  );
}
