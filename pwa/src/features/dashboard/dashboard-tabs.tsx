/**
 * The dashboard's tab bar and panels, with Radix's tabs: arrow keys move between tabs,
 * each panel is labelled by its tab; the count of requests waiting for an answer rides on Bookings,
 * the unread counts on Messages and Notifications; Go Premium last. Scrolls
 * sideways inside itself on the narrowest phones rather than pushing the page wider.
 */
import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { dashboardTabMessages, notificationMessages } from '@shared/messages/notifications.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { CountBadge } from '@pwa/ui/count-badge.tsx';
import { usePendingRequestCount } from '@pwa/features/bookings/index.ts';
import { useUnreadNotifications } from '@pwa/features/notifications/index.ts';
import { useUnreadMessages } from '@pwa/lib/use-unread-messages.ts';
import { dashboardTabOf, type DashboardTab } from './dashboard-tab.ts';

const t = dashboardTabMessages;

const triggerClass =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm sm:gap-2 sm:px-3 font-semibold text-fg-muted whitespace-nowrap ' +
  'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

interface DashboardTabsProps {
  accountId: string;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  panels: Record<DashboardTab, ReactNode>;
}

export function DashboardTabs({ accountId, tab, onTabChange, panels }: DashboardTabsProps) {
  const pendingRequests = usePendingRequestCount(accountId);
  const unread = useUnreadNotifications();
  const unreadMessages = useUnreadMessages();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(dashboardTabOf(value))}>
      {/* The tabs wrap onto a second line on a narrow phone rather than scroll, so none hides behind a cut-off word. relative: the badges' screen-reader text (absolutely placed) stays inside the list. */}
      <Tabs.List aria-label={t.listLabel} className="relative flex max-w-full flex-wrap gap-1 rounded-xl bg-surface-muted p-1 sm:inline-flex">
        <Tabs.Trigger value="listings" className={triggerClass}>
          {t.myListings}
        </Tabs.Trigger>
        <Tabs.Trigger value="bookings" className={triggerClass}>
          {bookingMessages.tab.label}
          <CountBadge count={pendingRequests} label={bookingMessages.tab.pendingLabel(pendingRequests)} />
        </Tabs.Trigger>
        <Tabs.Trigger value="messages" className={triggerClass}>
          {t.messages}
          <CountBadge count={unreadMessages} label={conversationMessages.header.unread(unreadMessages)} />
        </Tabs.Trigger>
        <Tabs.Trigger value="notifications" className={triggerClass}>
          {t.notifications}
          <CountBadge count={unread} label={notificationMessages.unreadLabel(unread)} />
        </Tabs.Trigger>
        <Tabs.Trigger value="premium" className={triggerClass}>
          {premiumMessages.tab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="listings" className="mt-6 rounded-xl">
        {panels.listings}
      </Tabs.Content>
      <Tabs.Content value="bookings" className="mt-6 rounded-xl">
        {panels.bookings}
      </Tabs.Content>
      <Tabs.Content value="messages" className="mt-6 rounded-xl">
        {panels.messages}
      </Tabs.Content>
      <Tabs.Content value="notifications" className="mt-6 rounded-xl">
        {panels.notifications}
      </Tabs.Content>
      <Tabs.Content value="premium" className="mt-6 rounded-xl">
        {panels.premium}
      </Tabs.Content>
    </Tabs.Root>
  );
}
