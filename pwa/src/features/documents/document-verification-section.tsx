/**
 * The document verification section of /profile/edit: the user's documents
 * with their status, and the form for a type not yet submitted. Once one document is verified the
 * form gives way to the "Identity Verified" card (more documents stay optional), and the signed-in
 * user is asked for again so the header and listings show the tick without a reload.
 */
import { useEffect, useMemo, useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { DocumentType, User, VerificationDocument } from '@shared/api.ts';
import { DOCUMENT_TYPES } from '@shared/documents/document-rules.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { Button } from '@pwa/ui/button.tsx';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { SectionCard } from '@pwa/ui/section-card.tsx';
import { checkSession } from '@pwa/features/auth/pages.ts';
import { DocumentCard } from './document-card.tsx';
import { DocumentForm } from './document-form.tsx';
import { useFetchedList } from '@pwa/sync/use-fetched-list.ts';
import { fetchMyDocuments } from './documents-api.ts';

const t = documentMessages.section;

export function DocumentVerificationSection({ user }: { user: User }) {
  // Held in memory only: a document is sensitive and is not kept on the phone.
  const { state, retry, refresh, put } = useFetchedList(fetchMyDocuments);
  const documents = state.status === 'ready' ? state.items : null;
  const verified = documents?.some((document) => document.status === 'verified') ?? false;

  useEffect(() => {
    if (verified && !user.isVerified) void checkSession();
  }, [verified, user.isVerified]);

  return (
    <SectionCard id="document-verification-heading" title={t.heading} text={t.text}>
      <div className="mt-4">
        <FetchedListStatus status={state.status} words={t} onRetry={retry} />
        {documents ? <DocumentsAndForm documents={documents} verified={verified} onSubmitted={put} onStale={refresh} /> : null}
      </div>
    </SectionCard>
  );
}

interface DocumentsAndFormProps {
  documents: VerificationDocument[];
  verified: boolean;
  onSubmitted: (document: VerificationDocument) => void;
  onStale: () => void;
}

function DocumentsAndForm({ documents, verified, onSubmitted, onStale }: DocumentsAndFormProps) {
  const [wantsAnother, setWantsAnother] = useState(false);
  const types = useMemo(() => typesStillOffered(documents), [documents]);
  const form = types.length ? <DocumentForm mode={{ kind: 'new', types }} onSubmitted={onSubmitted} onStale={onStale} /> : <p className="text-sm text-fg-muted">{t.allTypesUsed}</p>;
  return (
    <div className="space-y-5">
      {verified ? (
        <div className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-4 dark:border-green-800 dark:bg-green-950">
          <BadgeCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700 dark:text-green-300" />
          <div>
            <h3 className="font-semibold text-green-900 dark:text-green-100">{t.verifiedTitle}</h3>
            <p className="mt-0.5 text-sm text-green-900 dark:text-green-100">{t.verifiedText}</p>
          </div>
        </div>
      ) : null}
      {documents.length ? (
        <div>
          <h3 className="mb-2 font-semibold text-fg">{t.yourDocuments}</h3>
          <ul className="space-y-3">
            {documents.map((document) => (
              <DocumentCard key={document.id} document={document} onSubmitted={onSubmitted} onStale={onStale} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t.noDocuments}</p>
      )}
      {verified && !wantsAnother ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fg-muted">{t.optionalMore}</p>
          {types.length ? (
            <Button variant="outline" onClick={() => setWantsAnother(true)}>
              {t.addAnother}
            </Button>
          ) : null}
        </div>
      ) : (
        form
      )}
    </div>
  );
}

/** Types with a document pending, verified or rejected are not offered: a rejected one is resubmitted from its card. */
function typesStillOffered(documents: readonly VerificationDocument[]): DocumentType[] {
  const taken = new Set(documents.filter((document) => document.status !== 'expired').map((document) => document.documentType));
  return DOCUMENT_TYPES.filter((type) => !taken.has(type));
}
