/**
 * The signed-in part of the mobile menu: who is signed in, then Home, Favourites, Messages, Profile,
 * My Listings, Notifications (with the unread count), Admin for administrators, Sign out.
 */
import { Link } from '@tanstack/react-router';
import { Heart, House, List, LogOut, MessageSquare, ShieldCheck, UserRound } from 'lucide-react';
import { documentMessages } from '@shared/messages/documents.ts';
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { displayName, initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { useUnreadNotifications } from '@pwa/features/notifications/index.ts';
import { menuRowClass } from './menu-link-class.ts';
import { NotificationsLink } from './notifications-link.tsx';
import { useAccountActions } from './use-account-actions.ts';

const t = messages.header;

export function MobileMenuAccount({ user, onDone }: { user: User; onDone: () => void }) {
  const actions = useAccountActions();
  const name = displayName(user);
  const unread = useUnreadNotifications();
  return (
    <>
      <div className="flex items-center gap-3 rounded-xl bg-surface-muted p-3">
        <Avatar initials={initials(name)} imageUrl={user.profileImageUrl} className="size-11 text-base" />
        <div className="min-w-0">
          {/* Whole name and email, wrapped when long: cut with "…" they could be someone else's. */}
          <p className="font-semibold text-fg">{name}</p>
          <p className="text-sm text-fg-muted">{user.email}</p>
        </div>
      </div>
      <nav className="flex flex-col gap-1">
        <Link to="/" className={menuRowClass} onClick={onDone}>
          <House aria-hidden className="size-5" /> {t.home}
        </Link>
        <Link to="/favorites" className={menuRowClass} onClick={onDone}>
          <Heart aria-hidden className="size-5" /> {t.favorites}
        </Link>
        <Link to="/messages" className={menuRowClass} onClick={onDone}>
          <MessageSquare aria-hidden className="size-5" /> {messages.header.messages}
        </Link>
        <Link to="/dashboard" className={menuRowClass} onClick={onDone}>
          <UserRound aria-hidden className="size-5" /> {t.profile}
        </Link>
        <button type="button" className={menuRowClass} onClick={() => {
            onDone();
            actions.openMyListings();
          }}>
          <List aria-hidden className="size-5" /> {t.myListings}
        </button>
        <NotificationsLink unread={unread} iconClass="size-5" className={menuRowClass} onClick={onDone} />
        {user.role === 'admin' ? (
          <Link to="/admin" className={menuRowClass} onClick={onDone}>
            <ShieldCheck aria-hidden className="size-5" /> {documentMessages.admin.menuLink}
          </Link>
        ) : null}
        <button type="button" className={menuRowClass} onClick={() => {
            onDone();
            actions.signOut();
          }}>
          <LogOut aria-hidden className="size-5" /> {t.signOut}
        </button>
      </nav>
    </>
  );
}
