/**
 * Copy of signing up and signing in: the auth dialog, its rules and its toasts. Apart from the shell's copy (messages.ts)
 * because only the dialog needs it, and it loads with the dialog, not on a first visit.
 */
import { APP_NAME } from '../messages.ts';
import { localized, type Copy } from '../locale.ts';

const english = {
  dialog: {
    title: `Welcome to ${APP_NAME}`,
    subtitle: 'Join thousands of users renting and sharing items',
    signUpTab: 'Sign Up',
    logInTab: 'Log In',
    continueWithProvider: 'Continue with your account provider',
    orCreateAccount: 'Or create account',
    orSignIn: 'Or sign in',
    fullName: 'Full Name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    usernameOrEmail: 'Username or Email',
    createAccount: 'Create Account',
    creatingAccount: 'Creating Account...',
    signIn: 'Sign In',
    signingIn: 'Signing In...',
    forgotPassword: 'Forgot password?',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    close: 'Close',
  },
  validation: {
    usernameRequired: 'Username or email is required',
    passwordRequired: 'Password is required',
    usernameMin: 'Username must be at least 3 characters',
    usernameMax: 'Username must be at most 30 characters',
    usernameChars: 'Username can only use letters, numbers, dots, dashes and underscores',
    emailInvalid: 'Please enter a valid email address',
    resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
    fullNameMin: 'Full name must be at least 2 characters',
    fullNameMax: 'Full name must be less than 100 characters',
    passwordMin: 'Password must be at least 6 characters',
    passwordMax: 'Password must be at most 128 characters',
    confirmRequired: 'Please confirm your password',
    passwordsMismatch: "Passwords don't match",
  },
  toasts: {
    loginSuccess: { title: 'Login Successful', description: `Welcome back to ${APP_NAME}!` },
    loginFailed: { title: 'Login Failed', fallback: 'Invalid credentials' },
    registerSuccess: { title: 'Account Created', description: `Welcome to ${APP_NAME}! You're now logged in.` },
    registerFailed: { title: 'Registration Failed', fallback: 'Failed to create account' },
  },
} as const;

export type AuthMessages = Copy<typeof english>;
export const authMessages: AuthMessages = await localized<AuthMessages>(english, () => import('./hi/auth.ts'));
