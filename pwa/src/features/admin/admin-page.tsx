/**
 * /admin's face: "Checking authentication..." while the session is read, the dashboard for
 * an administrator, "Access Denied" for everyone else. The role shown here only decides what to draw;
 * the server refuses every admin call to others (403), and such a 403 shows Access Denied too.
 */
import { messages } from '@shared/messages.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { AccessDenied } from './access-denied.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

export function AdminPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageMessage busy title={messages.guard.checking} />;
  if (auth.status === 'signed-out' || auth.user.role !== 'admin') return <AccessDenied />;
  // Keyed by the account: another administrator signing in on this phone starts from a clean list.
  return <AdminDashboard key={auth.user.id} />;
}
