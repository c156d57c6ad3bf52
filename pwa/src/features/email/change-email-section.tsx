/**
 * The profile's Change email: the new email and the current password. The server mails the new
 * address a link and tells the old one; the account's email changes only when the link is opened, and
 * until then the profile names the email waiting. Shown only to accounts with a password (a provider's
 * account has its email from the provider).
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { emailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import { emailChangeSchema, type EmailChange, type EmailChangeFormValues } from '@shared/schemas/auth.ts';
import { saveSession } from '@pwa/features/auth/pages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showRefusal } from '@pwa/ui/form-refusal.ts';
import { SectionCard } from '@pwa/ui/section-card.tsx';
import { PasswordField } from '@pwa/ui/password-field.tsx';
import { TextField } from '@pwa/ui/text-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { postEmailChange } from './email-api.ts';

const t = emailConfirmationMessages.profile;
const FIELDS = ['email', 'password'] as const;
const EMPTY = { email: '', password: '' };

export function ChangeEmailSection() {
  const { register: field, handleSubmit, setError, reset, formState } = useForm<EmailChangeFormValues, unknown, EmailChange>({
    resolver: valibotResolver(emailChangeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (payload) => {
    try {
      const user = await postEmailChange(payload);
      await saveSession(user);
      reset(EMPTY);
      showToast('success', t.sent(payload.email));
    } catch (error) {
      showRefusal(error, FIELDS, setError, t.failed);
    }
  });
  return (
    <SectionCard id="profile-email-heading" title={t.changeHeading} text={t.changeText}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <TextField label={t.newEmailLabel} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...field('email')} />
        <PasswordField label={t.passwordLabel} autoComplete="current-password" error={errors.password?.message} {...field('password')} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.sending : t.submit}
        </Button>
      </form>
    </SectionCard>
  );
}
