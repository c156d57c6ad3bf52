/** The reason every moderator's decision asks for (the log keeps it): required, up to the server's length. */
import { limits } from '@shared/limits.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { ReasonDialog, type ReasonQuestion } from './reason-dialog.tsx';

interface ModerationReasonDialogProps {
  asking: ReasonQuestion | undefined;
  working: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function ModerationReasonDialog({ asking, working, onCancel, onConfirm }: ModerationReasonDialogProps) {
  return (
    <ReasonDialog
      asking={asking}
      cancel={moderationMessages.cancel}
      maxLength={limits.moderationReasonMax}
      blankText={reportMessages.validation.moderationReason}
      working={working}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
