/**
 * The phone's side menu sheet, a modal dialog: the avatar menu's items plus the user's
 * name, email, the theme toggle and the language; Login and Sign Up when signed out; "Install app" while Kiraya can
 * be installed here. Every action closes it.
 * Loaded when first opened (see mobile-menu.tsx).
 */
import { Download } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { languageMessages } from '@shared/messages/language.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { requestInstall, useInstallOption } from '@pwa/features/install/index.ts';
import { LanguageChoice } from '@pwa/features/language/index.ts';
import { ThemeToggle } from '@pwa/features/theme/index.ts';
import { MobileMenuAccount } from './mobile-menu-account.tsx';
import { menuRowClass } from './menu-link-class.ts';
import { MobileMenuGuest } from './mobile-menu-guest.tsx';
import { ModalDialog } from '@pwa/ui/modal-dialog.tsx';

const t = messages.header;

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MobileMenuSheet({ open, onOpenChange }: MobileMenuSheetProps) {
  const auth = useAuth();
  const install = useInstallOption();
  const close = (): void => onOpenChange(false);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      frame="sheet"
      title={t.menuTitle}
      description={messages.brand.name}
      descriptionHidden
      closeLabel={t.closeMenu}
    >
      {auth.status === 'signed-in' ? <MobileMenuAccount user={auth.user} onDone={close} /> : null}
      {auth.status === 'signed-out' ? <MobileMenuGuest onDone={close} /> : null}
      <div className="mt-auto border-t border-border pt-4">
        {install === 'none' ? null : (
          <button
            type="button"
            className={`${menuRowClass} mb-3`}
            onClick={() => {
              close();
              requestInstall(install);
            }}
          >
            <Download aria-hidden className="size-5" /> {messages.install.installApp}
          </button>
        )}
        <p className="mb-2 text-sm font-medium text-fg-muted">{t.themeHeading}</p>
        <ThemeToggle withLabel />
        <p className="mt-4 mb-2 text-sm font-medium text-fg-muted">{languageMessages.heading}</p>
        <LanguageChoice />
      </div>
    </ModalDialog>
  );
}
