/**
 * The signed-in user's avatar menu: Home, Profile, My Listings, Notifications (with the
 * unread count, also on the avatar), Admin for administrators (the way into /admin), Sign
 * out; the other language; and "Install app" while Kiraya can be installed here.
 */
import { useRef } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { Download, House, Languages, List, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { LOCALE_NAMES, pageLocale } from '@shared/locale.ts';
import { messages } from '@shared/messages.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { languageMessages } from '@shared/messages/language.ts';
import { displayName } from '@shared/user-display.ts';
import { requestInstall, useInstallOption } from '@pwa/features/install/index.ts';
import { switchLanguage } from '@pwa/features/language/index.ts';
import { AccountAvatar, accountMenuLabel } from './account-avatar.tsx';
import { NotificationsLink } from './notifications-link.tsx';
import { useAccountActions } from './use-account-actions.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-fg outline-none ' +
  'data-highlighted:bg-surface-muted';
const t = messages.header;
const otherLocale = pageLocale === 'en' ? 'hi' : 'en';

/**
 * `focusFirstItem`: the menu opens already open (a key pressed before its code arrived), which Radix
 * cannot tell from a pointer's open: focus goes to the first item, as a key's open would put it.
 */
export function AvatarMenu({ user, unread, defaultOpen = false, focusFirstItem = false }: { user: User; unread: number; defaultOpen?: boolean; focusFirstItem?: boolean }) {
  const firstItemFocused = useRef(false);
  const actions = useAccountActions();
  const name = displayName(user);
  const install = useInstallOption();
  return (
    // Not modal, and drawn inside the header (no portal): the page is not hidden from screen readers
    // while the menu is open (a modal menu hid it all, main landmark and heading included), and the
    // menu belongs to the banner landmark that holds its button.
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger aria-label={accountMenuLabel(unread)} className="flex size-11 items-center justify-center rounded-full">
        <AccountAvatar user={user} unread={unread} />
      </Menu.Trigger>
      <Menu.Content
        ref={(content) => {
          // Once, after Radix has focused the menu itself in the frame it opens.
          if (!content || !focusFirstItem || firstItemFocused.current) return;
          firstItemFocused.current = true;
          requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
        }}
        align="end"
        sideOffset={6} className="z-50 max-w-[min(20rem,calc(100vw-1.5rem))] min-w-56 rounded-xl border border-border bg-surface p-1.5 shadow-xl">
        <Menu.Label className="px-3 py-2">
          <span className="block text-sm font-semibold text-fg">{name}</span>
          <span className="block text-xs text-fg-muted">{user.email}</span>
        </Menu.Label>
        <Menu.Separator className="my-1 h-px bg-border" />
        <Menu.Item asChild className={itemClass}>
          <Link to="/">
            <House aria-hidden className="size-4" /> {t.home}
          </Link>
        </Menu.Item>
        <Menu.Item asChild className={itemClass}>
          <Link to="/dashboard">
            <UserRound aria-hidden className="size-4" /> {t.profile}
          </Link>
        </Menu.Item>
        <Menu.Item className={itemClass} onSelect={actions.openMyListings}>
          <List aria-hidden className="size-4" /> {t.myListings}
        </Menu.Item>
        <Menu.Item asChild className={itemClass}>
          <NotificationsLink unread={unread} iconClass="size-4" />
        </Menu.Item>
        {user.role === 'admin' ? (
          <Menu.Item asChild className={itemClass}>
            <Link to="/admin">
              <ShieldCheck aria-hidden className="size-4" /> {documentMessages.admin.menuLink}
            </Link>
          </Menu.Item>
        ) : null}
        {install === 'none' ? null : (
          <Menu.Item className={itemClass} onSelect={() => requestInstall(install)}>
            <Download aria-hidden className="size-4" /> {messages.install.installApp}
          </Menu.Item>
        )}
        <Menu.Item className={itemClass} onSelect={() => void switchLanguage(otherLocale, user)} aria-label={languageMessages.switchTo(LOCALE_NAMES[otherLocale])}>
          <Languages aria-hidden className="size-4" /> <span lang={otherLocale}>{LOCALE_NAMES[otherLocale]}</span>
        </Menu.Item>
        <Menu.Separator className="my-1 h-px bg-border" />
        <Menu.Item className={itemClass} onSelect={actions.signOut}>
          <LogOut aria-hidden className="size-4" /> {t.signOut}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
