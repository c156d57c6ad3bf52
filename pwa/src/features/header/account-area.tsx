/**
 * The header's account corner: the avatar menu when signed in (its avatar stands in while
 * the menu's code loads), else "Install app" (when possible), Login and Sign Up. On a phone (`compact`)
 * only the avatar shows; the rest lives in the side menu there.
 */
import { useState } from 'react';
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { useUnreadNotifications } from '@pwa/features/notifications/index.ts';
import { AccountAvatar, accountMenuLabel } from './account-avatar.tsx';
import { InstallAppButton } from './install-app-button.tsx';

// Only signed-in users need the menu (and Radix's dropdown with it): a first visit never loads it.
const AvatarMenu = lazyPart(() => import('./avatar-menu.tsx').then((module) => module.AvatarMenu));

export function AccountArea({ compact = false }: { compact?: boolean }) {
  const auth = useAuth();
  if (auth.status === 'signed-in') return <SignedInAccount user={auth.user} />;
  if (compact) return null;
  // Still checking counts as signed out here: a cached user shows within milliseconds, and the only
  // slow check is a first visit (nothing cached), whose visitor is signed out.
  return (
    <div className="flex items-center gap-2">
      <InstallAppButton />
      <Button variant="ghost" onClick={() => openAuthDialog('login')}>
        {messages.header.login}
      </Button>
      <Button variant="outline" onClick={() => openAuthDialog('signup')}>
        {messages.header.signUp}
      </Button>
    </div>
  );
}

/** The avatar menu. Its own component so only a signed-in header reads the unread count from the device. */
function SignedInAccount({ user }: { user: User }) {
  // 'keyboard' when the remembered tap was a key press: the loaded menu then puts focus on its first item.
  const [openWhenLoaded, setOpenWhenLoaded] = useState<false | 'pointer' | 'keyboard'>(false);
  // Drawn anew (so its code is asked for again) by a tap after its code failed to load.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const unread = useUnreadNotifications();
  // Until the menu's code arrives, the same-looking button remembers a tap and the menu opens on load.
  const placeholder = (
    <button
      type="button"
      aria-label={accountMenuLabel(unread)}
      aria-haspopup="menu"
      onClick={(event) => {
        setOpenWhenLoaded(event.detail === 0 ? 'keyboard' : 'pointer');
        if (failed) {
          setFailed(false);
          setAttempt(attempt + 1);
        }
      }}
      className="flex size-11 items-center justify-center rounded-full"
    >
      <AccountAvatar user={user} unread={unread} />
    </button>
  );
  return (
    <AvatarMenu
      key={attempt}
      user={user}
      unread={unread}
      defaultOpen={openWhenLoaded !== false}
      focusFirstItem={openWhenLoaded === 'keyboard'}
      partPlaceholder={placeholder}
      onLoadFailed={() => {
        setFailed(true);
        setOpenWhenLoaded(false);
      }}
    />
  );
}
