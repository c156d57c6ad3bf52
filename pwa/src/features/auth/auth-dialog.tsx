/**
 * The auth dialog: "Welcome to Kiraya", Sign Up and Log In tabs. Loaded lazily by
 * AuthDialogHost, so its forms and validation stay out of the first visit's JavaScript.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { closeAuthDialog, switchAuthTab, useAuthDialogState, type AuthTab } from './auth-dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { ProviderSignIn } from './provider-button.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { authMessages } from '@shared/messages/auth.ts';

const t = authMessages.dialog;
const tabClass =
  'min-h-11 flex-1 rounded-lg text-sm font-semibold text-fg-muted transition-colors ' +
  'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

const isAuthTab = (value: string): value is AuthTab => value === 'signup' || value === 'login';

export function AuthDialog() {
  const state = useAuthDialogState();
  return (
    <ModalDialog
      open={state !== 'closed'}
      onOpenChange={(open) => (open ? undefined : closeAuthDialog())}
      title={t.title}
      description={t.subtitle}
      closeLabel={t.close}
      centred
    >
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
    </ModalDialog>
  );
}
