/** An account's "Administrator" and "Suspended" pills, the word always written (colour is never the only sign). */
import type { AdminUserSummary } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';

const pill = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function AccountBadges({ account }: { account: Pick<AdminUserSummary, 'role' | 'suspended'> }) {
  return (
    <>
      {account.role === 'admin' ? <span className={`${pill} bg-primary/10 text-fg`}>{t.administrator}</span> : null}
      {account.suspended ? <span className={`${pill} bg-danger/10 text-danger`}>{t.suspended}</span> : null}
    </>
  );
}
