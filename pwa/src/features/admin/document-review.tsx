/**
 * The Document Verification tab: the filter with counts, the list (loading, empty, failed
 * with Retry, offline), "Load more", and the reject dialog. Offline it says decisions need a
 * connection: they are never queued, and the buttons wait for the connection to come back.
 */
import { useCallback, useState } from 'react';
import { LoaderCircle, WifiOff } from 'lucide-react';
import type { AdminVerificationDocument } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import type { DocumentStatusFilter } from '@shared/schemas/document.ts';
import { displayName } from '@shared/user-display.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DocumentCard } from './document-card.tsx';
import { DocumentFilter } from './document-filter.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import type { AdminDocumentsState } from './use-admin-documents.ts';
import { useDocumentDecision } from './use-document-decision.ts';

const t = documentMessages.admin;

interface DocumentReviewProps {
  filter: DocumentStatusFilter;
  onFilterChange: (filter: DocumentStatusFilter) => void;
  documents: AdminDocumentsState;
}

export function DocumentReview({ filter, onFilterChange, documents }: DocumentReviewProps) {
  const online = useOnline();
  const { workingId, decide } = useDocumentDecision(documents);
  const [rejecting, setRejecting] = useState<AdminVerificationDocument | undefined>(undefined);
  /** The card decided last, which takes the focus its vanished buttons had. */
  const [decidedId, setDecidedId] = useState<string | null>(null);
  const afterDecision = (document: AdminVerificationDocument) => (settled: boolean) => {
    if (settled) setDecidedId(document.id);
    return settled;
  };
  const focusTaken = useCallback(() => setDecidedId(null), []);
  const rejectSubject = rejecting ? `${documentMessages.typeLabels[rejecting.documentType]} · ${displayName(rejecting.user)}` : undefined;

  return (
    <div className="flex flex-col gap-5">
      <DocumentFilter value={filter} counts={documents.counts} onChange={onFilterChange} />
      {online ? null : (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-border bg-surface-muted p-3 text-sm text-fg">
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" /> {t.offline}
        </p>
      )}
      <DocumentList
        documents={documents}
        online={online}
        workingId={workingId}
        decidedId={decidedId}
        onFocusTaken={focusTaken}
        onVerify={(document) => void decide(document, { status: 'verified' }).then(afterDecision(document))}
        onReject={setRejecting}
      />
      <RejectDialog
        subject={rejectSubject}
        working={rejecting !== undefined && workingId === rejecting.id}
        onCancel={() => setRejecting(undefined)}
        onConfirm={(reason) => {
          if (!rejecting) return;
          void decide(rejecting, { status: 'rejected', rejectionReason: reason })
            .then(afterDecision(rejecting))
            .then((settled) => settled && setRejecting(undefined));
        }}
      />
    </div>
  );
}

interface DocumentListProps {
  documents: AdminDocumentsState;
  online: boolean;
  workingId: string | null;
  decidedId: string | null;
  onFocusTaken: () => void;
  onVerify: (document: AdminVerificationDocument) => void;
  onReject: (document: AdminVerificationDocument) => void;
}

function DocumentList({ documents, online, workingId, decidedId, onFocusTaken, onVerify, onReject }: DocumentListProps) {
  if (documents.status === 'loading') {
    return (
      <p role="status" aria-busy="true" className="flex items-center justify-center gap-2 py-12 text-fg-muted">
        <LoaderCircle aria-hidden className="size-5 animate-spin" /> {t.loading}
      </p>
    );
  }
  if (documents.status === 'failed' || documents.status === 'offline') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-fg">{t.loadFailed}</p>
        <Button variant="outline" onClick={documents.reload}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (documents.documents.length === 0) return <p className="py-12 text-center text-fg-muted">{t.empty}</p>;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {documents.documents.map((document) => (
          <li key={document.id}>
            <DocumentCard
              document={document}
              working={workingId === document.id}
              online={online}
              takeFocus={decidedId === document.id}
              onFocusTaken={onFocusTaken}
              onVerify={() => onVerify(document)}
              onReject={() => onReject(document)}
            />
          </li>
        ))}
      </ul>
      {documents.hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={documents.loadingMore} onClick={documents.loadMore}>
            {documents.loadingMore ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
