/**
 * The auth dialog (spec §2, §4): "Welcome to Kiraya", Sign Up and Log In tabs. Loaded lazily by
 * AuthDialogHost, so its forms and validation stay out of the first visit's JavaScript.
 */
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { X } from 'lucide-react';
import { closeAuthDialog, switchAuthTab, useAuthDialogState, type AuthTab } from './auth-dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { ProviderSignIn } from './provider-button.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { returnFocus } from '@pwa/ui/focus-return.ts';
import { authMessages } from '@shared/messages/auth.ts';

const t = authMessages.dialog;
const tabClass =
  'min-h-11 flex-1 rounded-lg text-sm font-semibold text-fg-muted transition-colors ' +
  'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

const isAuthTab = (value: string): value is AuthTab => value === 'signup' || value === 'login';

export function AuthDialog() {
  const state = useAuthDialogState();
  return (
    <Dialog.Root open={state !== 'closed'} onOpenChange={(open) => (open ? undefined : closeAuthDialog())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6">
          <Dialog.Close
            aria-label={t.close}
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-center text-2xl font-bold text-fg">{t.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-center text-sm text-fg-muted">{t.subtitle}</Dialog.Description>
          <Tabs.Root
            value={state === 'login' ? 'login' : 'signup'}
            onValueChange={(value) => (isAuthTab(value) ? switchAuthTab(value) : undefined)}
            className="mt-5"
          >
            <Tabs.List className="flex gap-1 rounded-xl bg-surface-muted p-1">
              <Tabs.Trigger value="signup" className={tabClass}>
                {t.signUpTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="login" className={tabClass}>
                {t.logInTab}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signup" className="mt-5">
              <ProviderSignIn divider={t.orCreateAccount} />
              <SignUpForm />
            </Tabs.Content>
            <Tabs.Content value="login" className="mt-5">
              <ProviderSignIn divider={t.orSignIn} />
              <LoginForm />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
