/**
 * Registration and login rules, used by the auth dialog's forms and by the server's
 * validation of POST /api/register and POST /api/login/email.
 */
import * as v from 'valibot';
import { limits } from '../limits.ts';
import { lineText, text } from './text.ts';
import { authMessages } from '../messages/auth.ts';

const m = authMessages.validation;

const username = v.pipe(
  lineText(m.usernameMin),
  v.minLength(limits.usernameMin, m.usernameMin),
  v.maxLength(limits.usernameMax, m.usernameMax),
  v.regex(/^[A-Za-z0-9._-]+$/, m.usernameChars),
);
const email = v.pipe(
  lineText(m.emailInvalid),
  v.maxLength(limits.emailMax, m.emailInvalid),
  v.email(m.emailInvalid),
  v.toLowerCase(),
);
const fullName = v.pipe(
  lineText(m.fullNameMin),
  v.minLength(limits.fullNameMin, m.fullNameMin),
  v.maxLength(limits.fullNameMax, m.fullNameMax),
);
const password = v.pipe(
  text(m.passwordMin),
  v.minLength(limits.passwordMin, m.passwordMin),
  v.maxLength(limits.passwordMax, m.passwordMax),
);

/** An account's email: what sign-up takes, and what a provider sign-in asks for when it has none verified. */
export const accountEmailSchema = email;

/** Body of POST /api/password-reset. */
export const passwordResetRequestSchema = v.object({ email });
export type PasswordResetRequest = v.InferOutput<typeof passwordResetRequestSchema>;

/** The token a reset link carries: 32 random bytes, base64url. */
const resetToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, m.resetLinkInvalid));

/** Body of POST /api/password-reset/confirm: the new password follows sign-up's rules. */
export const passwordResetConfirmSchema = v.object({ token: resetToken, password });
export type PasswordResetConfirm = v.InferOutput<typeof passwordResetConfirmSchema>;

/** Body of POST /api/register. */
export const registrationPayloadSchema = v.object({ username, email, fullName, password });
export type RegistrationPayload = v.InferOutput<typeof registrationPayloadSchema>;

const typedPasswords = v.object({ password: v.string(), confirmPassword: v.string() });

/** The sign-up form: the payload plus confirmPassword, which is dropped before sending. */
export const signUpFormSchema = v.pipe(
  v.object({
    fullName,
    username,
    email,
    password,
    confirmPassword: v.pipe(text(m.confirmRequired), v.minLength(1, m.confirmRequired)),
  }),
  // A raw check, not a partialCheck: it must speak whatever else is wrong (a short password, an
  // empty name), so the mismatch shows whenever both passwords are typed and differ.
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      // Read loosely: the other fields may be wrong, or the input not an object at all.
      if (!v.is(typedPasswords, dataset.value)) return;
      const { password, confirmPassword } = dataset.value;
      // An empty field already has its own message; don't pile a mismatch on top.
      if (password !== '' && confirmPassword !== '' && password !== confirmPassword) {
        addIssue({ message: m.passwordsMismatch });
      }
    }),
    ['confirmPassword'],
  ),
);
export type SignUpFormValues = v.InferInput<typeof signUpFormSchema>;

/** The new-password form of a reset link: the password by sign-up's rules, typed twice. */
export const newPasswordFormSchema = v.pipe(
  v.object({ password, confirmPassword: v.pipe(text(m.confirmRequired), v.minLength(1, m.confirmRequired)) }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      ({ password: typed, confirmPassword }) => typed === '' || confirmPassword === '' || typed === confirmPassword,
      m.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
);
export type NewPasswordFormValues = v.InferInput<typeof newPasswordFormSchema>;

/** Body of POST /api/password: the current password, and a new one by sign-up's rules. */
export const passwordChangeSchema = v.object({
  currentPassword: v.pipe(text(m.passwordRequired), v.minLength(1, m.passwordRequired), v.maxLength(limits.passwordMax, m.passwordMax)),
  newPassword: password,
});
export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;

/** The profile's Change password form: the body, with the new password typed twice. */
export const passwordChangeFormSchema = v.pipe(
  v.object({ ...passwordChangeSchema.entries, confirmPassword: v.pipe(text(m.confirmRequired), v.minLength(1, m.confirmRequired)) }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      ({ newPassword, confirmPassword }) => newPassword === '' || confirmPassword === '' || newPassword === confirmPassword,
      m.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
);
export type PasswordChangeFormValues = v.InferInput<typeof passwordChangeFormSchema>;

/** Body of POST /api/login/email: `username` holds a username or an email. */
export const loginPayloadSchema = v.object({
  username: v.pipe(
    lineText(m.usernameRequired),
    v.minLength(1, m.usernameRequired),
    v.maxLength(limits.emailMax, m.usernameRequired),
  ),
  password: v.pipe(
    text(m.passwordRequired),
    v.minLength(1, m.passwordRequired),
    v.maxLength(limits.passwordMax, m.passwordMax),
  ),
});
export type LoginPayload = v.InferOutput<typeof loginPayloadSchema>;
export type LoginFormValues = v.InferInput<typeof loginPayloadSchema>;

/** Body of POST /api/email/confirm: the token of the emailed link (like a reset link's). */
export const emailConfirmSchema = v.object({ token: resetToken });
export type EmailConfirm = v.InferOutput<typeof emailConfirmSchema>;

/** Body of POST /api/email/change, and its form in the profile: the new email by sign-up's rules, and the current password. */
export const emailChangeSchema = v.object({ email, password: passwordChangeSchema.entries.currentPassword });
export type EmailChange = v.InferOutput<typeof emailChangeSchema>;
export type EmailChangeFormValues = v.InferInput<typeof emailChangeSchema>;

/** Body of DELETE /api/account: the password (an account without one confirms with a recent sign-in instead). */
export const accountDeletionSchema = v.object({ password: v.optional(passwordChangeSchema.entries.currentPassword) });
export type AccountDeletion = v.InferOutput<typeof accountDeletionSchema>;
export type AccountDeletionFormValues = v.InferInput<typeof accountDeletionSchema>;
