/**
 * Reject with a reason the user reads (admin rejection): a blank reason is refused with a
 * "Rejection reason required" toast and an error under the field, and nothing is sent. Focus starts in
 * the reason, Escape keeps the document pending; both buttons wait while the decision is on its way.
 */
import { documentMessages } from '@shared/messages/documents.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const t = documentMessages.admin;
/** The server's limit on a reason (adminDecisionSchema). */
const REASON_MAX = 500;

interface RejectDialogProps {
  /** What is being rejected ("Aadhaar Card of Priya Sharma"); undefined when closed. */
  subject: string | undefined;
  working: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function RejectDialog({ subject, working, onCancel, onConfirm }: RejectDialogProps) {
  return (
    <ReasonDialog
      asking={subject === undefined ? undefined : { title: t.rejectHeading, subject, label: t.rejectReasonLabel, confirm: t.confirmReject, placeholder: t.rejectReasonPlaceholder, danger: true }}
      cancel={t.cancel}
      maxLength={REASON_MAX}
      blankText={documentMessages.toasts.rejectionReasonText}
      onBlank={() => showToast('error', documentMessages.toasts.rejectionReasonTitle, documentMessages.toasts.rejectionReasonText)}
      working={working}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
