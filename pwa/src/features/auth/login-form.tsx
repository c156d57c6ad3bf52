/** The Log In tab's form: a username or an email, and the password. */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { loginPayloadSchema, type LoginFormValues, type LoginPayload } from '@shared/schemas/auth.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PasswordField } from '@pwa/ui/password-field.tsx';
import { TextField } from '@pwa/ui/text-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { closeAuthDialog, finishSignIn } from './auth-dialog-store.ts';
import { logIn } from './mutations.ts';
import { reportAuthFailure } from './report-auth-failure.ts';
import { authMessages } from '@shared/messages/auth.ts';

const SERVER_FIELDS = ['username', 'password'] as const;
const t = authMessages.dialog;

export function LoginForm() {
  const { register: field, handleSubmit, setError, formState } = useForm<LoginFormValues, unknown, LoginPayload>({
    resolver: valibotResolver(loginPayloadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await logIn(payload);
      finishSignIn();
      showToast('success', authMessages.toasts.loginSuccess.title, authMessages.toasts.loginSuccess.description);
    } catch (error) {
      reportAuthFailure(error, authMessages.toasts.loginFailed, setError, SERVER_FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t.usernameOrEmail}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...field('username')}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <p className="-my-2 text-right text-sm">
        {/* A full-height touch target, however short its words. */}
        <Link
          to="/forgot-password"
          onClick={closeAuthDialog}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline focus-visible:underline"
        >
          {t.forgotPassword}
        </Link>
      </p>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t.signingIn : t.signIn}
      </Button>
    </form>
  );
}
