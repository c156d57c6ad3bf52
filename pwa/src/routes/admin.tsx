/** /admin: the administrators' dashboard; everyone else sees "Access Denied" and goes to /. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { AdminPage } from '@pwa/features/admin/index.ts';

export const Route = createFileRoute('/admin')({ component: AdminRoute });

function AdminRoute() {
  useDocumentTitle(titleMessages.admin);
  return <AdminPage />;
}
