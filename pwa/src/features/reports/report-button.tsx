/**
 * The quiet "Report …" button of a listing, a user or a message: it opens the report dialog, or, for
 * someone signed out, the sign-in (a report is an account's).
 */
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '@shared/api.ts';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import { ReportDialog } from './report-dialog.tsx';

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
  const face = (onClick?: () => void) => (
    <Button variant="ghost" aria-label={shown ? label : undefined} className={`max-w-full gap-1.5 self-start text-fg-muted ${className}`} {...(onClick ? { onClick } : {})}>
      <Flag aria-hidden className="size-4" />
      {/* A long name wraps inside the button rather than widening the page. */}
      <span className="min-w-0 text-left break-words whitespace-normal">{shown ?? label}</span>
    </Button>
  );
  // While the session is still being read, the dialog opens: the server says so if nobody is signed in.
  if (auth.status === 'signed-out') return face(() => openAuthDialog('login'));
  return <ReportDialog targetType={targetType} targetId={targetId} trigger={face()} {...(block ? { block } : {})} />;
}
