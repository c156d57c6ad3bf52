/**
 * The offer to turn on alerts in a conversation the user has written in (where the contact page lands after a send): only while
 * alerts are off and could be turned on here, with "Not now" to put it away. Nothing is asked of
 * the browser until the button is tapped.
 */
import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { alertMessages } from '@shared/messages/notifications.ts';
import { Button } from '@pwa/ui/button.tsx';
import { useAlerts } from './use-alerts.ts';

const t = alertMessages;

export function AlertsOffer() {
  const alerts = useAlerts();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || alerts.state !== 'off') return null;
  return (
    <aside aria-labelledby="alerts-offer-title" className="flex flex-col gap-3 rounded-2xl border border-primary/40 bg-primary-soft p-4">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="alerts-offer-title" className="font-semibold text-fg">
            {t.offerTitle}
          </h2>
          <p className="text-sm text-fg-muted">{t.offerText}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void alerts.turnOn()} disabled={alerts.working}>
          {alerts.working ? t.turningOn : t.turnOn}
        </Button>
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          {t.offerDismiss}
        </Button>
      </div>
    </aside>
  );
}
