/**
 * Under the profile's email: whether it is confirmed, and if not, the way to have the link sent again;
 * a new email waiting for its own link is named too.
 */
import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { emailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { checkSession } from '@pwa/features/auth/pages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { postEmailResend } from './email-api.ts';

const t = emailConfirmationMessages.profile;

export function EmailStatus({ user }: { user: User }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await postEmailResend();
      showToast('success', t.resent(user.email));
    } catch (error) {
      showToast('error', t.resendFailed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
      // Confirmed meanwhile (from another device): the profile catches up.
      if (isApiError(error) && error.code === 'email-already-confirmed') void checkSession().catch(() => undefined);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-2 space-y-2 text-sm">
      {user.emailConfirmed ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-900 dark:bg-green-950 dark:text-green-200">
          <MailCheck aria-hidden className="size-4" />
          {t.confirmed}
        </p>
      ) : (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950">
          <p className="font-semibold text-amber-900 dark:text-amber-100">{t.notConfirmed}</p>
          <p className="mt-0.5 text-amber-900 dark:text-amber-100">{t.notConfirmedText(user.email)}</p>
          <Button variant="outline" className="mt-2" disabled={sending} onClick={() => void resend()}>
            {sending ? t.resending : t.resend}
          </Button>
        </div>
      )}
      {user.pendingEmail ? <p className="text-fg-muted">{t.pending(user.pendingEmail)}</p> : null}
    </div>
  );
}
