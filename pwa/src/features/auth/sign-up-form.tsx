/**
 * The Sign Up tab's form. Validation runs on the first submit, then on every change;
 * confirmPassword is checked here and never sent. "Passwords don't match" follows either password as
 * it changes (the password field re-checks its confirmation).
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { signUpFormSchema, type SignUpFormValues } from '@shared/schemas/auth.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PasswordField } from '@pwa/ui/password-field.tsx';
import { TextField } from '@pwa/ui/text-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { finishSignIn } from './auth-dialog-store.ts';
import { register } from './mutations.ts';
import { reportAuthFailure } from './report-auth-failure.ts';
import { authMessages } from '@shared/messages/auth.ts';

type SignUpFormOutput = v.InferOutput<typeof signUpFormSchema>;

const SERVER_FIELDS = ['fullName', 'username', 'email', 'password'] as const;
const t = authMessages.dialog;

export function SignUpForm() {
  const { register: field, handleSubmit, setError, formState } = useForm<SignUpFormValues, unknown, SignUpFormOutput>({
    resolver: valibotResolver(signUpFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // 'all' lets valibot run the form-wide password match even while another field is still wrong
    // (the resolver otherwise stops at the first field's issue).
    criteriaMode: 'all',
    defaultValues: { fullName: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ fullName, username, email, password }) => {
    try {
      await register({ fullName, username, email, password });
      finishSignIn();
      showToast('success', authMessages.toasts.registerSuccess.title, authMessages.toasts.registerSuccess.description);
    } catch (error) {
      reportAuthFailure(error, authMessages.toasts.registerFailed, setError, SERVER_FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t.fullName} autoComplete="name" error={errors.fullName?.message} {...field('fullName')} />
      <TextField
        label={t.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...field('username')}
      />
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordField label={t.password} autoComplete="new-password" error={errors.password?.message} {...field('password', { deps: ['confirmPassword'] })} />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t.creatingAccount : t.createAccount}
      </Button>
    </form>
  );
}
