/**
 * The profile dashboard (spec §2), for now only its title and who is signed in: the tabs (My
 * Listings, Go Premium, Notifications) come with their own issues.
 */
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { displayName } from '@shared/user-display.ts';
import { PageHeading } from '@pwa/ui/page-heading.tsx';

export function DashboardPage({ user }: { user: User }) {
  return <PageHeading title={messages.dashboard.title} text={messages.dashboard.signedInAs(displayName(user))} />;
}
