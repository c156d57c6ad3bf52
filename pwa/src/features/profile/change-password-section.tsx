/**
 * The profile's Change password: the current password and the new one twice. A change signs this
 * device in afresh and every other device out, and says so. Shown only to accounts with a password
 * (one made through a sign-in provider has none to change).
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { passwordChangeFormSchema, type PasswordChange, type PasswordChangeFormValues } from '@shared/schemas/auth.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText, fieldErrorTexts } from '@pwa/lib/error-text.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PasswordField } from '@pwa/ui/password-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { postPasswordChange } from './profile-api.ts';

const t = passwordResetMessages.change;
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordSection() {
  const { register: field, handleSubmit, setError, reset, formState } = useForm<PasswordChangeFormValues, unknown, PasswordChange & { confirmPassword: string }>({
    resolver: valibotResolver(passwordChangeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await postPasswordChange({ currentPassword, newPassword });
      reset(EMPTY);
      showToast('success', t.done);
    } catch (error) {
      const refused = isApiError(error) ? fieldErrorTexts(error) : {};
      const refusedField = FIELDS.find((name) => refused[name]);
      if (refusedField) {
        for (const name of FIELDS) if (refused[name]) setError(name, { type: 'server', message: refused[name] }, { shouldFocus: name === refusedField });
      } else {
        showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
      }
    }
  });
  return (
    <section aria-labelledby="profile-password-heading" className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
      <h2 id="profile-password-heading" className="text-lg font-bold text-fg">
        {t.heading}
      </h2>
      <p className="mt-1 text-fg-muted">{t.text}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <PasswordField label={t.currentLabel} autoComplete="current-password" error={errors.currentPassword?.message} {...field('currentPassword')} />
        <PasswordField label={t.newLabel} autoComplete="new-password" error={errors.newPassword?.message} {...field('newPassword')} />
        <PasswordField label={t.confirmLabel} autoComplete="new-password" error={errors.confirmPassword?.message} {...field('confirmPassword')} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.submit}
        </Button>
      </form>
    </section>
  );
}
