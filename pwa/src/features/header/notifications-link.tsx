/** "Notifications" with its unread count, in the avatar menu and the phone menu: opens the dashboard's tab. */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { CountBadge } from '@pwa/ui/count-badge.tsx';

type NotificationsLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'> & { unread: number; iconClass: string };

// forwardRef: Radix's menu item (asChild) hands its ref and handlers to the link.
export const NotificationsLink = forwardRef<HTMLAnchorElement, NotificationsLinkProps>(function NotificationsLink({ unread, iconClass, ...props }, ref) {
  return (
    <Link ref={ref} to="/dashboard" search={{ tab: 'notifications' }} {...props}>
      <Bell aria-hidden className={iconClass} /> {messages.header.notifications}
      <CountBadge count={unread} label={messages.header.notificationsUnread(unread)} className="ml-auto" />
    </Link>
  );
});
