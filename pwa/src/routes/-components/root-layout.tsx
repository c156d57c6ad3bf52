/**
 * The frame around every page: skip link, sticky header, the page, the auth dialog, the sign-out
 * check and the offer of the account's language (each loaded when first shown), the toast region, and
 * the live region that names each new page for screen readers.
 */
import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { messages } from '@shared/messages.ts';
import { trackFocus } from '@pwa/ui/focus-return.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { AuthDialogHost, SignOutCheckHost } from '@pwa/features/auth/index.ts';
import { SiteHeader } from '@pwa/features/header/index.ts';
import { LanguageSync } from '@pwa/features/language/index.ts';
import { useTheme } from '@pwa/features/theme/index.ts';
import { RouteAnnouncer } from './route-announcer.tsx';

export function RootLayout() {
  const { resolved } = useTheme();
  // Dialogs give focus back to what had it before them (ui/focus-return.ts).
  useEffect(trackFocus, []);
  return (
    <>
      <a
        href="#main"
        className="fixed top-2 left-2 z-60 -translate-y-[200%] rounded-xl bg-primary px-4 py-3 font-semibold text-primary-fg focus:translate-y-0"
      >
        {messages.header.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pb-[env(safe-area-inset-bottom)] focus:outline-none">
        <Outlet />
      </main>
      <RouteAnnouncer />
      <AuthDialogHost />
      <SignOutCheckHost />
      <LanguageSync />
      <ToasterHost theme={resolved} />
    </>
  );
}
