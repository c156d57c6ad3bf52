/**
 * "Turn on alerts" in the Notifications tab: a button that asks permission and
 * subscribes this device, or what stands in its way (blocked, unsupported, an iPhone outside the
 * installed app, offline), or "Turn off alerts" once on. The status text is a live region, so a
 * screen reader hears the outcome of a tap.
 */
import { Bell, BellOff, BellRing } from 'lucide-react';
import { alertMessages } from '@shared/messages/notifications.ts';
import { Button } from '@pwa/ui/button.tsx';
import type { AlertsState } from './alerts-state.ts';
import type { PushPlatform } from './push-platform.ts';
import { useAlerts } from './use-alerts.ts';

const t = alertMessages;

const textOf: Record<AlertsState, string> = {
  on: t.onText,
  off: t.offText,
  blocked: t.blockedText,
  'install-first': t.iosText,
  unsupported: t.unsupportedText,
  offline: t.offlineText,
};

/** `platform`: the browser's push (tests pass a stand-in). */
export function AlertsControl({ platform }: { platform?: PushPlatform }) {
  const alerts = useAlerts(platform);
  const { state, working } = alerts;
  const on = state === 'on';
  return (
    <section aria-labelledby="alerts-heading" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          {on ? <BellRing className="size-5" /> : state === 'blocked' ? <BellOff className="size-5" /> : <Bell className="size-5" />}
        </span>
        <div className="min-w-0">
          <h2 id="alerts-heading" className="font-semibold text-fg">
            {state === 'blocked' ? t.blockedTitle : t.heading}
          </h2>
          <p role="status" aria-busy={state ? undefined : true} className="text-sm text-fg-muted">
            {state ? textOf[state] : t.checking}
          </p>
        </div>
      </div>
      {state === 'off' || state === 'offline' ? (
        <Button onClick={() => void alerts.turnOn()} disabled={working || state === 'offline'} className="w-full sm:w-auto">
          <Bell aria-hidden className="size-4" />
          {working ? t.turningOn : t.turnOn}
        </Button>
      ) : null}
      {on ? (
        <Button variant="outline" onClick={() => void alerts.turnOff()} disabled={working} className="w-full sm:w-auto">
          <BellOff aria-hidden className="size-4" />
          {working ? t.turningOff : t.turnOff}
        </Button>
      ) : null}
    </section>
  );
}
