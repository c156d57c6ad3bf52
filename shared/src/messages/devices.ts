/** Copy of the profile's devices list: where the account is signed in, and signing those devices out. */
import { countOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const english = {
  heading: 'Where you are signed in',
  text: 'Sign out of a device you no longer use or do not recognise: it is signed out the next time it opens Kiraya.',
  loading: 'Loading your devices…',
  loadFailed: 'Your devices could not be loaded.',
  retry: 'Try again',
  /** A device whose browser or system its User-Agent does not name. */
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  /** "Chrome 131 on Android 14". */
  deviceName: (browser: string, system: string) => `${browser} on ${system}`,
  thisDevice: 'This device',
  signedIn: (when: string) => `Signed in ${when}`,
  lastSeen: (when: string) => `Last active ${when}`,
  activeNow: 'Active now',
  signOut: 'Sign out',
  /** The per-device button's name read aloud: which device it signs out. */
  signOutNamed: (device: string) => `Sign out ${device}`,
  signingOut: 'Signing out…',
  signedOut: (device: string) => `${device} is signed out.`,
  signOutEverywhere: 'Sign out everywhere else',
  signedOutEverywhere: (count: number) => (count ? `Signed out on ${countOf(count, { one: 'other device', other: 'other devices' }, 'en')}.` : 'No other device was signed in.'),
  onlyThisDevice: 'You are signed in on this device only.',
  failed: 'Device not signed out',
} as const;

export type DeviceMessages = Copy<typeof english>;
export const deviceMessages: DeviceMessages = await localized<DeviceMessages>(english, () => import('./hi/devices.ts'));
