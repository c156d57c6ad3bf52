/**
 * The signed-in user's avatar as the header shows it: with the unread-notification count on its
 * corner (live from the device), the verified tick on the other once an identity document is verified
 *, and the account menu's name saying how many are unread.
 */
import { messages } from '@shared/messages.ts';
import type { User } from '@shared/api.ts';
import { displayName, initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { CountBadge } from '@pwa/ui/count-badge.tsx';
import { VerifiedTick } from '@pwa/ui/verified-tick.tsx';

/** The account menu button's name: "Account menu", or with the unread count when there are some. */
export const accountMenuLabel = (unread: number): string => (unread > 0 ? messages.header.accountMenuWithUnread(unread) : messages.header.accountMenu);

export function AccountAvatar({ user, unread }: { user: User; unread: number }) {
  return (
    <span className="relative inline-flex">
      <Avatar initials={initials(displayName(user))} imageUrl={user.profileImageUrl} />
      {/* The button's name already says the count; the bubble is for the eye. */}
      <span aria-hidden className="absolute -top-2 -right-2.5">
        <CountBadge count={unread} label="" className="ring-2 ring-surface" />
      </span>
      {/* For the eye too: the menu button is named for the account; the dashboard says it in words. Out on
          the corner, clear of the initials, which it covered at one step further in. */}
      {user.isVerified ? (
        <span className="absolute -right-2 -bottom-2 rounded-full bg-surface">
          <VerifiedTick className="size-4" />
        </span>
      ) : null}
    </span>
  );
}
