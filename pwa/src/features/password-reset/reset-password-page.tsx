/**
 * /reset-password?token=…: the page a reset email's link opens. The new password is typed twice and
 * follows sign-up's rules; once set, this device is signed in (every other one is signed out) and
 * goes home. A link that expired or was used says so, with the way to ask for a new one.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { newPasswordFormSchema, type NewPasswordFormValues } from '@shared/schemas/auth.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText, fieldErrorText } from '@pwa/lib/error-text.ts';
import { saveSession } from '@pwa/features/auth/pages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { PasswordField } from '@pwa/ui/password-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { setNewPassword } from './password-reset-api.ts';

const t = passwordResetMessages.confirm;

function AskAgain({ text }: { text: string }) {
  return (
    <PageMessage title={t.title} text={text} icon={<KeyRound aria-hidden className="size-7" />}>
      <Link to="/forgot-password" className={buttonClass('primary')}>
        {t.askAgain}
      </Link>
    </PageMessage>
  );
}

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const [linkRefused, setLinkRefused] = useState(false);
  const { register: field, handleSubmit, setError, formState } = useForm<NewPasswordFormValues>({
    resolver: valibotResolver(newPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const user = await setNewPassword({ token: token ?? '', password });
      await saveSession(user);
      showToast('success', t.done);
      await navigate({ to: '/' });
    } catch (error) {
      if (isApiError(error) && (error.code === 'invalid-reset-link' || error.fields.token)) return setLinkRefused(true);
      const passwordMessage = isApiError(error) ? error.fields.password : undefined;
      if (isApiError(error) && passwordMessage) setError('password', { type: 'server', message: fieldErrorText(passwordMessage, error.code) }, { shouldFocus: true });
      else showToast('error', t.title, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    }
  });

  if (!token) return <AskAgain text={t.noToken} />;
  if (linkRefused) return <AskAgain text={t.invalidLink} />;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold text-fg">{t.title}</h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <PasswordField label={t.passwordLabel} autoComplete="new-password" error={formState.errors.password?.message} {...field('password')} />
        <PasswordField label={t.confirmLabel} autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...field('confirmPassword')} />
        <Button type="submit" disabled={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? t.saving : t.submit}
        </Button>
      </form>
    </div>
  );
}
