/**
 * Verify or reject one document (a rejection carries its reason; each outcome has its toast). Sent at once or not at all:
 * an administrator's decision is never queued in the outbox, so it is only offered online. A 409
 * means another administrator (or a resubmission) got there first: the list is fetched again.
 */
import { useCallback, useState } from 'react';
import type { AdminVerificationDocument } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { messages } from '@shared/messages.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { decideDocument, type DocumentDecisionBody } from './admin-api.ts';
import type { AdminDocumentsState } from './use-admin-documents.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = documentMessages.toasts;

export interface DocumentDecisionState {
  /** The document whose decision is on its way, if any. */
  workingId: string | null;
  /**
   * Resolves true once there is nothing more to do on this document here: the server took the
   * decision, or refused it for good (403, 409). False after a failure worth trying again.
   */
  decide: (document: AdminVerificationDocument, decision: DocumentDecisionBody) => Promise<boolean>;
}

export function useDocumentDecision({ replace, reload, noteForbidden }: Pick<AdminDocumentsState, 'replace' | 'reload' | 'noteForbidden'>): DocumentDecisionState {
  const [workingId, setWorkingId] = useState<string | null>(null);
  const decide = useCallback(
    async (document: AdminVerificationDocument, decision: DocumentDecisionBody): Promise<boolean> => {
      setWorkingId(document.id);
      try {
        replace(await decideDocument(document.id, decision));
        showToast('success', t.decided(decision.status));
        return true;
      } catch (error: unknown) {
        if (noteForbidden(error)) return true;
        showToast('error', t.actionFailed, isApiError(error) ? errorText(error) : messages.errors.internal);
        if (!isApiError(error) || error.status !== 409) return false;
        reload();
        return true;
      } finally {
        setWorkingId(null);
      }
    },
    [replace, reload, noteForbidden],
  );
  return { workingId, decide };
}
