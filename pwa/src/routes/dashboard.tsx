/** /dashboard (spec §2): the profile dashboard, signed-in users only. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { DashboardPage } from '@pwa/features/dashboard/index.ts';

export const Route = createFileRoute('/dashboard')({ component: DashboardRoute });

function DashboardRoute() {
  useDocumentTitle(titleMessages.dashboard);
  return <RouteGuard>{(user) => <DashboardPage user={user} />}</RouteGuard>;
}
