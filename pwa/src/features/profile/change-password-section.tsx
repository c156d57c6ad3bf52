/**
 * The profile's Change password: the current password and the new one twice. A change signs this
 * device in afresh and every other device out, and says so. Shown only to accounts with a password
 * (one made through a sign-in provider has none to change).
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { passwordChangeFormSchema, type PasswordChange, type PasswordChangeFormValues } from '@shared/schemas/auth.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showRefusal } from '@pwa/ui/form-refusal.ts';
import { SectionCard } from '@pwa/ui/section-card.tsx';
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
      showRefusal(error, FIELDS, setError, t.failed);
    }
  });
  return (
    <SectionCard id="profile-password-heading" title={t.heading} text={t.text}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <PasswordField label={t.currentLabel} autoComplete="current-password" error={errors.currentPassword?.message} {...field('currentPassword')} />
        <PasswordField label={t.newLabel} autoComplete="new-password" error={errors.newPassword?.message} {...field('newPassword')} />
        <PasswordField label={t.confirmLabel} autoComplete="new-password" error={errors.confirmPassword?.message} {...field('confirmPassword')} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.submit}
        </Button>
      </form>
    </SectionCard>
  );
}
