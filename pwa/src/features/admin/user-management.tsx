/**
 * The User Management tab: find an account by name, username, email or phone, and open its page
 * within the tab; Back returns to the results as they were, focus on the account left. Online only,
 * read when asked: nothing about the accounts is kept on the phone.
 */
import { useState } from 'react';
import type { AdminUserSummary } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { AccountPage } from './account-page.tsx';
import { AccountResults } from './account-results.tsx';
import { AccountSearchForm } from './account-search-form.tsx';
import { useAccountSearch } from './use-account-search.ts';
import { SectionHeading } from './section-heading.tsx';

export function UserManagement() {
  const auth = useAuth();
  const search = useAccountSearch();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<AdminUserSummary | undefined>();
  const [left, setLeft] = useState<string | undefined>();

  if (open) {
    return (
      <AccountPage
        found={open}
        selfId={auth.user?.id}
        onRead={search.patch}
        onBack={() => {
          setLeft(open.id);
          setOpen(undefined);
        }}
      />
    );
  }
  return (
    <section aria-labelledby="user-management-heading" className="space-y-4">
      <SectionHeading id="user-management-heading" title={t.heading} text={t.text} />
      <AccountSearchForm query={query} onQueryChange={setQuery} onSearch={search.search} />
      <AccountResults state={search.state} onRetry={search.search} onOpen={setOpen} focusId={left} />
    </section>
  );
}
