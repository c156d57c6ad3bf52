/**
 * One document as an administrator reviews it: who sent it, the type and status, the holder, when;
 * the full number (grouped as its card prints it) while pending, only the masked one after; the photos; the
 * decisions so far; and Verify / Reject on a pending one, unless it is the reader's own.
 */
import { useEffect, useId, useRef } from 'react';
import { Check, X } from 'lucide-react';
import type { AdminVerificationDocument } from '@shared/api.ts';
import { groupAsPrinted } from '@shared/documents/document-rules.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { displayName } from '@shared/user-display.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DocumentPhotos } from './document-photos.tsx';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { lazyDateFormat } from '@shared/intl-dates.ts';

const t = documentMessages.admin;
const dayFormat = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
export const formatDocumentDate = (iso: string): string => dayFormat.format(new Date(iso));

interface DocumentCardProps {
  document: AdminVerificationDocument;
  /** A decision on this card is on its way. */
  working: boolean;
  /** Decisions are online only. */
  online: boolean;
  /**
   * This card was just decided here: its buttons are gone, so focus moves to its heading (keyboard
   * and screen-reader users land on the card and hear its new status instead of the page's top).
   */
  takeFocus: boolean;
  /** Focus was taken: the request is spent, so a later reload does not pull focus here again. */
  onFocusTaken: () => void;
  onVerify: () => void;
  onReject: () => void;
}

export function DocumentCard({ document, working, online, takeFocus, onFocusTaken, onVerify, onReject }: DocumentCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    headingRef.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  const { user } = document;
  const name = displayName(user);
  const pending = document.status === 'pending';
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-fg outline-none">
            {documentMessages.typeLabels[document.documentType]}
          </h2>
          <p className="text-sm break-words text-fg">{t.submittedBy(name, user.username)}</p>
          <p className="text-sm break-all text-fg-muted">{user.email}</p>
        </div>
        <DocumentStatusBadge status={document.status} />
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-fg-muted">{t.holder}</dt>
          <dd className="font-medium break-words text-fg">{document.holderName}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.submitted}</dt>
          <dd className="font-medium text-fg">{formatDocumentDate(document.submittedAt)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{pending && document.fullDocumentNumber ? t.fullNumber : documentMessages.section.numberLabel}</dt>
          {pending && document.fullDocumentNumber ? (
            <dd className="font-mono text-base font-semibold tracking-wider break-all text-fg">{groupAsPrinted(document.documentType, document.fullDocumentNumber)}</dd>
          ) : (
            <dd className="font-mono text-fg" aria-label={documentMessages.section.maskedNumberLabel(document.numberLast4)}>
              {documentMessages.section.maskedNumber(document.numberLast4)}
            </dd>
          )}
        </div>
      </dl>

      <div className="mt-4">
        <DocumentPhotos urls={document.documentImageUrls} decided={!pending} />
      </div>

      {document.decisions.length > 0 ? (
        // A heading of its card, not a landmark: every card with decisions has one, and landmarks
        // of one name would be told apart by nothing.
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-fg">{t.history}</h3>
          <ul className="mt-1 space-y-1 text-sm text-fg-muted">
            {document.decisions.map((decision) => (
              <li key={`${decision.decidedAt}-${decision.decision}`}>
                {t.decisionLine(documentMessages.statusLabels[decision.decision], decision.adminUsername, formatDocumentDate(decision.decidedAt))}
                {decision.rejectionReason ? <span className="block text-fg">“{decision.rejectionReason}”</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {pending ? (
        document.isOwn ? (
          <p className="mt-4 rounded-xl bg-surface-muted p-3 text-sm text-fg-muted">{t.ownDocument}</p>
        ) : (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={working || !online} onClick={onReject}>
              <X aria-hidden className="size-4" /> {t.reject}
            </Button>
            <Button disabled={working || !online} onClick={onVerify}>
              <Check aria-hidden className="size-4" /> {t.verify}
            </Button>
          </div>
        )
      ) : null}
    </article>
  );
}
