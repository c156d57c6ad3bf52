/**
 * The phone's side menu sheet (spec §2), a Radix dialog: the avatar menu's items plus the user's
 * name, email, the theme toggle and the language; Login and Sign Up when signed out; "Install app" while Kiraya can
 * be installed here (DESIGN.md §8). Every action closes it.
 * Loaded when first opened (see mobile-menu.tsx).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Download, X } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { languageMessages } from '@shared/messages/language.ts';
import { Button } from '@pwa/ui/button.tsx';
import { useAuth } from '@pwa/features/auth/index.ts';
import { requestInstall, useInstallOption } from '@pwa/features/install/index.ts';
import { LanguageChoice } from '@pwa/features/language/index.ts';
import { ThemeToggle } from '@pwa/features/theme/index.ts';
import { MobileMenuAccount } from './mobile-menu-account.tsx';
import { menuRowClass } from './menu-link-class.ts';
import { MobileMenuGuest } from './mobile-menu-guest.tsx';
import { returnFocus } from '@pwa/ui/focus-return.ts';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,86vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-4 shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-fg">{t.menuTitle}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t.closeMenu}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{messages.brand.name}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
