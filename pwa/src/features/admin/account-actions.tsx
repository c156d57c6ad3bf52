/**
 * The decisions on an account: suspend or restore it, make it an administrator or stop it being one.
 * Never on the administrator's own account (the server refuses them too): a note says so instead.
 * Each toggle is one button whose words change, so focus stays on it once the page is read again.
 */
import type { AdminUserAction, AdminUserDetail } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { Button } from '@pwa/ui/button.tsx';

interface AccountActionsProps {
  account: AdminUserDetail;
  own: boolean;
  onAsk: (action: AdminUserAction) => void;
}

export function AccountActions({ account, own, onAsk }: AccountActionsProps) {
  if (own) return <p className="rounded-xl bg-surface-muted p-3 text-sm text-fg">{t.ownAccount}</p>;
  const admin = account.role === 'admin';
  return (
    <div role="group" aria-label={t.actionsLabel} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant={account.suspended ? 'outline' : 'danger'} onClick={() => onAsk(account.suspended ? 'restore' : 'suspend')}>
        {account.suspended ? t.restore : t.suspend}
      </Button>
      <Button variant="outline" onClick={() => onAsk(admin ? 'revoke-admin' : 'grant-admin')}>
        {admin ? t.revokeAdmin : t.grantAdmin}
      </Button>
    </div>
  );
}
