/** Copy of the sign-out check: writes still waiting for the server are kept, and said so. */
import { countOf, pluralOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const english = {
  title: 'Changes waiting to sync',
  text: (count: number) =>
    `${countOf(count, { one: 'change', other: 'changes' }, 'en')} you made on this device ${pluralOf(count, { one: 'has', other: 'have' }, 'en')} not reached Kiraya yet. ` +
    'They stay on this device and are sent the next time you sign in to this account.',
  cancel: 'Stay signed in',
  confirm: 'Sign out',
  /** The page GET /api/logout shows when another site sent the browser there. */
  confirmPage: {
    title: 'Sign out of Kiraya?',
    text: 'Another website sent you here to sign you out of Kiraya. Sign out only if you meant to.',
    confirm: 'Sign out',
    cancel: 'Stay signed in',
  },
} as const;

export type SignOutMessages = Copy<typeof english>;
export const signOutMessages: SignOutMessages = await localized<SignOutMessages>(english, () => import('./hi/sign-out.ts'));
