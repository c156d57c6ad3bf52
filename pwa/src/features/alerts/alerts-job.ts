/**
 * Keeps this device's push subscription with the account signed in: when the account
 * is read or changes (a page load, a sign-in), an existing subscription is sent again, so the server
 * moves it to the account now using the device (or refreshes it). Asks the browser nothing new.
 */
import { reportError } from '@pwa/lib/report-error.ts';
import { currentAccountId, type SyncJob } from '@pwa/sync/index.ts';
import { browserPushPlatform, type PushPlatform } from './push-platform.ts';
import { resendSubscription } from './push-subscription.ts';

export function alertsJob(platform: PushPlatform = browserPushPlatform): SyncJob {
  let sentFor: string | null = null;
  return {
    name: 'sending the push subscription',
    async on(trigger) {
      if (trigger !== 'account' && trigger !== 'online') return;
      const accountId = await currentAccountId();
      // Once per account and page: a sign-out forgets it, so the next sign-in sends it again.
      if (accountId === sentFor) return;
      sentFor = null;
      if (!accountId || !platform.online()) return;
      try {
        await resendSubscription(platform);
        sentFor = accountId;
      } catch (error) {
        // Tried again on the next trigger (coming online, the next sign-in).
        reportError('sending the push subscription', error);
      }
    },
  };
}
