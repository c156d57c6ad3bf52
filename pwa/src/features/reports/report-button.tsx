/**
 * The quiet "Report …" button of a listing, a user or a message: it opens the report dialog, or, for
 * someone signed out, the sign-in (a report is an account's).
 */
import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '@shared/api.ts';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import { OpenReportDialog, preloadReportDialog } from './lazy-report-dialog.tsx';

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  label: string;
  /** A shorter label shown while `label` names the button (a message's "Report message"). */
  shown?: string;
  block?: { name: string; run: () => Promise<void> };
  className?: string;
}

export function ReportButton({ targetType, targetId, label, shown, block, className = '' }: ReportButtonProps) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  // While the session is still being read, the dialog opens: the server says so if nobody is signed in.
  const signedOut = auth.status === 'signed-out';
  return (
    <>
      <Button
        variant="ghost"
        aria-label={shown ? label : undefined}
        {...(signedOut ? {} : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onPointerEnter: preloadReportDialog, onFocus: preloadReportDialog })}
        onClick={() => (signedOut ? openAuthDialog('login') : setOpen(true))}
        className={`max-w-full gap-1.5 self-start text-fg-muted ${className}`}
      >
        <Flag aria-hidden className="size-4" />
        {/* A long name wraps inside the button rather than widening the page. */}
        <span className="min-w-0 text-left break-words whitespace-normal">{shown ?? label}</span>
      </Button>
      {signedOut ? null : <OpenReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} {...(block ? { block } : {})} />}
    </>
  );
}
