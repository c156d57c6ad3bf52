/** The signed-out part of the mobile menu: Home, then Login and Sign Up, which open the auth dialog. */
import { Link } from '@tanstack/react-router';
import { Heart, House } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { openAuthDialog, type AuthTab } from '@pwa/features/auth/index.ts';
import { menuRowClass } from './menu-link-class.ts';

const t = messages.header;

export function MobileMenuGuest({ onDone }: { onDone: () => void }) {
  const open = (tab: AuthTab): void => {
    onDone();
    openAuthDialog(tab);
  };
  return (
    <>
      <nav className="flex flex-col gap-1">
        <Link to="/" className={menuRowClass} onClick={onDone}>
          <House aria-hidden className="size-5" /> {t.home}
        </Link>
        <Link to="/favorites" className={menuRowClass} onClick={onDone}>
          <Heart aria-hidden className="size-5" /> {t.favorites}
        </Link>
      </nav>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => open('login')}>
          {t.login}
        </Button>
        <Button onClick={() => open('signup')}>{t.signUp}</Button>
      </div>
    </>
  );
}
