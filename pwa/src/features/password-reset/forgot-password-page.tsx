/**
 * /forgot-password: asks for the account's email and mails a reset link. The page says the same
 * whether or not an account uses the email, as the server answers.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { MailCheck } from 'lucide-react';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@shared/schemas/auth.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText, fieldErrorText } from '@pwa/lib/error-text.ts';
import { openAuthDialog } from '@pwa/features/auth/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { TextField } from '@pwa/ui/text-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { requestResetLink } from './password-reset-api.ts';

const t = passwordResetMessages.request;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register: field, handleSubmit, setError, formState } = useForm<PasswordResetRequest>({
    resolver: valibotResolver(passwordResetRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await requestResetLink(payload);
      setSentTo(payload.email);
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields.email : undefined;
      if (isApiError(error) && fieldMessage) setError('email', { type: 'server', message: fieldErrorText(fieldMessage, error.code) }, { shouldFocus: true });
      else showToast('error', t.notSent, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    }
  });

  if (sentTo) {
    return (
      <PageMessage title={t.sentTitle} text={t.sent(sentTo)} icon={<MailCheck aria-hidden className="size-7" />}>
        <Button variant="outline" onClick={() => openAuthDialog('login')}>
          {t.backToSignIn}
        </Button>
      </PageMessage>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold text-fg">{t.title}</h1>
      <p className="mt-2 text-fg-muted">{t.intro}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <TextField label={t.emailLabel} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} error={formState.errors.email?.message} {...field('email')} />
        <Button type="submit" disabled={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? t.sending : t.submit}
        </Button>
      </form>
    </div>
  );
}
