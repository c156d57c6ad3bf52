/**
 * The sticky header on every page, phone first: logo, theme, Free Listing, the avatar when
 * signed in (with the Messages entry and its unread count), the language on wider screens, and the menu on a phone (with the search box just below the header; favourites are in the
 * menu); logo, search, favourites, theme, Free Listing and the account corner on wider screens. The menus' "Install app" opens its
 * instructions here, outside any menu, so they stay open when the menu closes.
 */
import { DESKTOP_QUERY, useMediaQuery } from '@pwa/lib/use-media-query.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { InstallInstructionsHost } from '@pwa/features/install/index.ts';
import { LanguageButton } from '@pwa/features/language/index.ts';
import { ThemeToggle } from '@pwa/features/theme/index.ts';
import { AccountArea } from './account-area.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { FreeListingButton } from './free-listing-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LogoLink } from './logo-link.tsx';
import { MessagesLink } from './messages-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';

export function SiteHeader() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const signedIn = useAuth().status === 'signed-in';
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-surface/95 pt-[env(safe-area-inset-top)] backdrop-blur supports-backdrop-filter:bg-surface/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4">
          <LogoLink account={signedIn ? 'signed-in' : 'signed-out'} />
          {desktop ? <HeaderSearch className="mx-2 max-w-xl flex-1" /> : null}
          {/* Two pixels between controls on the narrowest phones: at 360 px a signed-in Hindi header
              (its longer "लिस्ट करें") was six pixels wider than the screen with four. */}
          <div className="ml-auto flex items-center gap-0.5 min-[400px]:gap-1 sm:gap-2">
            {desktop ? <FavoritesLink /> : null}
            {/* On a phone the language is in the menu, with the theme's name beside it. */}
            {desktop ? <LanguageButton /> : null}
            {signedIn ? <MessagesLink /> : null}
            {/* Signed in on the narrowest phones the theme gives its place to Messages: the menu has it too. */}
            <div className={signedIn && !desktop ? 'max-[359px]:hidden' : 'contents'}>
              <ThemeToggle />
            </div>
            <FreeListingButton />
            <AccountArea compact={!desktop} />
            {desktop ? null : <MobileMenu />}
          </div>
        </div>
      </header>
      {desktop ? null : (
        <div className="border-b border-border bg-surface px-3 py-2">
          <HeaderSearch />
        </div>
      )}
      <InstallInstructionsHost />
    </>
  );
}
