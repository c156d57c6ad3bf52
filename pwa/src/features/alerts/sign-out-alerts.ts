/**
 * Alerts end with the account on this device: signing out turns the device's push alerts off (the
 * server forgets the subscription, the browser drops it), so a shared phone never keeps alerting for
 * an account that signed out of it. The next account turns them on for itself. Best effort: sign-out
 * must go on offline, where the server learns of it at the push service's next 410 instead.
 */
import { reportError } from '@pwa/lib/report-error.ts';
import { browserPushPlatform } from './push-platform.ts';
import { turnOffAlerts } from './push-subscription.ts';

export async function turnOffAlertsForSignOut(): Promise<void> {
  await turnOffAlerts(browserPushPlatform).catch((error: unknown) => reportError('turning alerts off at sign-out', error));
}
