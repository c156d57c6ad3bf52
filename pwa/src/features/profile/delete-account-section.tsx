/**
 * The profile's "Delete my account": what goes and what others keep, then a question that takes the
 * password (an account without one confirms with a sign-in of the last minutes, and is offered to sign
 * in again). Once deleted, this device lets go of everything of the account, says so, and goes home.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { accountMessages } from '@shared/messages/account.ts';
import { accountDeletionSchema, type AccountDeletion, type AccountDeletionFormValues } from '@shared/schemas/auth.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { forgetDeletedAccount, providerLoginHref } from '@pwa/features/auth/pages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showRefusal } from '@pwa/ui/form-refusal.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { PasswordField } from '@pwa/ui/password-field.tsx';
import { SectionCard } from '@pwa/ui/section-card.tsx';
import { deleteMyAccount } from './profile-api.ts';

const t = accountMessages;

export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard id="profile-delete-heading" title={t.heading} text={t.text}>
      <ModalDialog
        alert
        open={open}
        onOpenChange={setOpen}
        title={t.dialogTitle}
        description={user.hasPassword ? t.dialogText : `${t.dialogText} ${t.providerText}`}
        trigger={
          <Button variant="danger" className="mt-3">
            <Trash2 aria-hidden className="size-4" />
            {t.open}
          </Button>
        }
      >
        <DeletionForm user={user} />
      </ModalDialog>
    </SectionCard>
  );
}

function DeletionForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const { register: field, handleSubmit, setError, formState } = useForm<AccountDeletionFormValues, unknown, AccountDeletion>({
    resolver: valibotResolver(accountDeletionSchema),
    mode: 'onSubmit',
    defaultValues: user.hasPassword ? { password: '' } : {},
  });
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await deleteMyAccount(payload);
      await forgetDeletedAccount();
      await navigate({ to: '/' });
    } catch (error) {
      if (isApiError(error) && error.code === 'recent-sign-in-required') setNeedsSignIn(true);
      showRefusal(error, ['password'], setError, t.failed);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {user.hasPassword ? <PasswordField label={t.passwordLabel} autoComplete="current-password" error={formState.errors.password?.message} {...field('password')} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose disabled={formState.isSubmitting} className={buttonClass('outline')}>
          {t.cancel}
        </DialogClose>
        {needsSignIn ? (
          <a href={providerLoginHref(window.location, undefined, { fresh: true })} className={buttonClass('primary')}>
            {t.signInAgain}
          </a>
        ) : (
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t.deleting : t.confirm}
          </Button>
        )}
      </div>
    </form>
  );
}
