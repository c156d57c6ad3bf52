/** /dashboard (spec §2): the profile dashboard, signed-in users only. */
import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@pwa/features/auth/index.ts';
import { DashboardPage } from '@pwa/features/dashboard/index.ts';

export const Route = createFileRoute('/dashboard')({ component: DashboardRoute });

function DashboardRoute() {
  return <RouteGuard>{(user) => <DashboardPage user={user} />}</RouteGuard>;
}
