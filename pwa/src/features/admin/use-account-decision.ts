/**
 * The decisions an account's page asks a reason for: suspend or restore the account, make it an
 * administrator or stop it being one, hide one of its listings or list it again. While the server
 * answers, the dialog waits and keeps its words; a refusal is a toast and the words stay for another
 * try. Done, the page is read again, as other moderators may have acted too.
 */
import { useState } from 'react';
import type { AdminUserAction, AdminUserDetail } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { actOnAccount, moderateListing } from './admin-api.ts';
import { accountName } from './account-name.ts';
import type { ReasonQuestion } from './reason-dialog.tsx';

export type Decision = { kind: 'account'; action: AdminUserAction } | { kind: 'listing'; action: 'hide' | 'restore'; listing: { id: string; title: string } };

function questionOf(decision: Decision, name: string): ReasonQuestion {
  if (decision.kind === 'listing') {
    const { action, listing } = decision;
    return action === 'hide'
      ? { title: t.listings.hideTitle, subject: listing.title, label: t.listings.hideReasonLabel, confirm: t.listings.hide, danger: true }
      : { title: t.listings.listAgainTitle, subject: listing.title, label: t.reasonLabel, confirm: t.listings.listAgain };
  }
  switch (decision.action) {
    case 'suspend':
      return { title: t.suspendTitle(name), subject: t.suspendSubject(name), label: t.suspendReasonLabel, confirm: t.suspend, danger: true };
    case 'restore':
      return { title: t.restoreTitle(name), subject: t.restoreSubject(name), label: t.reasonLabel, confirm: t.restore };
    case 'grant-admin':
      return { title: t.grantTitle(name), subject: t.grantSubject(name), label: t.reasonLabel, confirm: t.grantAdmin };
    case 'revoke-admin':
      return { title: t.revokeTitle(name), subject: t.revokeSubject(name), label: t.reasonLabel, confirm: t.revokeAdmin, danger: true };
  }
}

export function useAccountDecision(account: AdminUserDetail | undefined, refresh: () => void) {
  const [asking, setAsking] = useState<Decision | undefined>();
  const [working, setWorking] = useState(false);
  const name = account ? accountName(account) : '';

  async function decide(reason: string) {
    if (!asking || !account) return;
    setWorking(true);
    try {
      if (asking.kind === 'account') {
        await actOnAccount(account.id, asking.action, reason);
        showToast('success', t.done[asking.action](name));
      } else {
        await moderateListing(asking.listing.id, asking.action, reason);
        showToast('success', asking.action === 'hide' ? t.listings.hidden : t.listings.listedAgain);
      }
      setAsking(undefined);
      refresh();
    } catch (error) {
      showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
      // Another moderator got there first: nothing is left to ask, and the page shows how things stand.
      if (isApiError(error) && error.code === 'moderation-already-done') {
        setAsking(undefined);
        refresh();
      }
    } finally {
      setWorking(false);
    }
  }

  const question = asking && account ? questionOf(asking, name) : undefined;
  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(undefined),
    decide: (reason: string) => void decide(reason),
    working,
    question: question ? { ...question, confirm: working ? t.working : question.confirm } : undefined,
  };
}
