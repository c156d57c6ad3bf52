/**
 * The alerts control's state (alerts-state.ts) and its two actions, re-read when the connection
 * changes or the page comes back into view (the user may have changed the site's permission
 * meanwhile). Failures are told with a toast; nothing is asked of the browser until a tap.
 */
import { useCallback, useEffect, useState } from 'react';
import { alertMessages } from '@shared/messages/notifications.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { onSyncTrigger } from '@pwa/sync/core.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { alertsState, type AlertsState } from './alerts-state.ts';
import { browserPushPlatform, type PushPlatform } from './push-platform.ts';
import { isSubscribed, turnOffAlerts, turnOnAlerts } from './push-subscription.ts';

export interface Alerts {
  /** undefined while the subscription is being read. */
  state: AlertsState | undefined;
  working: boolean;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
}

async function readState(platform: PushPlatform): Promise<AlertsState> {
  const subscribed = await isSubscribed(platform).catch(() => false);
  return alertsState({
    pushSupported: platform.pushSupported(),
    apple: platform.apple(),
    installed: platform.installed(),
    permission: platform.permission(),
    subscribed,
    online: platform.online(),
  });
}

export function useAlerts(platform: PushPlatform = browserPushPlatform): Alerts {
  const [state, setState] = useState<AlertsState>();
  const [working, setWorking] = useState(false);
  const refresh = useCallback(() => readState(platform).then(setState), [platform]);

  useEffect(() => {
    void refresh();
    const offline = () => void refresh();
    window.addEventListener('offline', offline);
    const stop = onSyncTrigger(() => void refresh());
    return () => {
      window.removeEventListener('offline', offline);
      stop();
    };
  }, [refresh]);

  const run = async (action: () => Promise<void>, failure: string, what: string) => {
    setWorking(true);
    try {
      await action();
    } catch (error) {
      reportError(what, error);
      showToast('error', failure);
    } finally {
      setWorking(false);
      await refresh();
    }
  };

  return {
    state,
    working,
    turnOn: () =>
      run(
        async () => {
          const outcome = await turnOnAlerts(platform);
          if (outcome === 'on') showToast('success', alertMessages.turnedOn);
        },
        alertMessages.failed,
        'turning alerts on',
      ),
    turnOff: () =>
      run(
        async () => {
          await turnOffAlerts(platform);
          showToast('success', alertMessages.turnedOff);
        },
        alertMessages.offFailed,
        'turning alerts off',
      ),
  };
}
