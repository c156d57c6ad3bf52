/**
 * "Admin Dashboard" with its tabs, Radix's tablist: Document Verification, Support, Reports & Safety,
 * User Management and Analytics. A 403 from the documents' or the support queue's calls, the server's
 * word on the role, turns the page into Access Denied; the other tabs show their own failure.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { documentMessages } from '@shared/messages/documents.ts';
import type { DocumentStatusFilter } from '@shared/schemas/document.ts';
import { AccessDenied } from './access-denied.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ReportsQueue } from './reports-queue.tsx';
import { DocumentReview } from './document-review.tsx';
import { useAdminDocuments } from './use-admin-documents.ts';
import { SupportQueue } from './support-queue.tsx';
import { UserManagement } from './user-management.tsx';
import { supportMessages } from '@shared/messages/support.ts';

const t = documentMessages.admin;

const triggerClass =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-fg-muted ' +
  'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

const ADMIN_TABS = ['documents', 'support', 'reports', 'users', 'analytics'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];
const isAdminTab = (value: string): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value);

export function AdminDashboard() {
  const [tab, setTab] = useState<AdminTab>('documents');
  const [filter, setFilter] = useState<DocumentStatusFilter>('all');
  const documents = useAdminDocuments(filter);
  if (documents.forbidden) return <AccessDenied />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-fg-muted">{t.text}</p>
      <Tabs.Root value={tab} onValueChange={(value) => isAdminTab(value) && setTab(value)} className="mt-6">
        <Tabs.List aria-label={t.tabsLabel} className="relative flex max-w-full flex-wrap gap-1 rounded-xl bg-surface-muted p-1 sm:inline-flex">
          <Tabs.Trigger value="documents" className={triggerClass}>
            {t.tabs.documents}
          </Tabs.Trigger>
          <Tabs.Trigger value="support" className={triggerClass}>
            {supportMessages.admin.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="reports" className={triggerClass}>
            {t.tabs.reports}
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={triggerClass}>
            {t.tabs.users}
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={triggerClass}>
            {t.tabs.analytics}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="documents" className="mt-6 rounded-xl">
          <DocumentReview filter={filter} onFilterChange={setFilter} documents={documents} />
        </Tabs.Content>
        <Tabs.Content value="support" className="mt-6 rounded-xl">
          <SupportQueue noteForbidden={documents.noteForbidden} />
        </Tabs.Content>
        {/* Read each time the tab opens (an inactive tab's content is not mounted). */}
        <Tabs.Content value="reports" className="mt-6 rounded-xl">
          <ReportsQueue />
        </Tabs.Content>
        {/* Leaving the tab forgets the search and the account open. */}
        <Tabs.Content value="users" className="mt-6 rounded-xl">
          <UserManagement />
        </Tabs.Content>
        <Tabs.Content value="analytics" className="mt-6 rounded-xl">
          <AnalyticsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
