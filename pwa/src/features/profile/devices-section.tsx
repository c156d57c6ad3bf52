/**
 * The profile's "Where you are signed in": each device with its browser and system, when it signed
 * in and when it was last active, this device first and marked. Another device is signed out with
 * its own button, or all of them at once; this one only through the menu's Sign out, which keeps
 * writes still waiting to sync. Held in memory and read afresh on each visit.
 */
import { useState } from 'react';
import { Monitor, Smartphone } from 'lucide-react';
import type { SignedInDevice } from '@shared/api.ts';
import { formatIndiaDate, formatRelativeTime } from '@shared/intl-dates.ts';
import { deviceMessages } from '@shared/messages/devices.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { useFetchedList } from '@pwa/sync/use-fetched-list.ts';
import { Button } from '@pwa/ui/button.tsx';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { SectionCard } from '@pwa/ui/section-card.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { fetchDevices, signOutDevice, signOutOtherDevices } from './devices-api.ts';

const t = deviceMessages;

/** Within this, a device counts as in use now rather than "1 minute ago". */
const ACTIVE_NOW_MS = 5 * 60 * 1000;

export const deviceLabel = (device: SignedInDevice): string => t.deviceName(device.browser ?? t.unknownBrowser, device.system ?? t.unknownSystem);

function failureToast(error: unknown): void {
  showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
}

export function DevicesSection() {
  const { state, retry, refresh, remove } = useFetchedList(fetchDevices);
  return (
    <SectionCard id="profile-devices-heading" title={t.heading} text={t.text}>
      <div className="mt-4">
        <FetchedListStatus status={state.status} words={t} onRetry={retry} />
        {state.status === 'ready' ? <DeviceList devices={state.items} onGone={remove} onStale={refresh} /> : null}
      </div>
    </SectionCard>
  );
}

interface DeviceListProps {
  devices: SignedInDevice[];
  /** A device the server no longer holds (signed out here, or already). */
  onGone: (id: string) => void;
  /** Read the list again (after signing every other device out). */
  onStale: () => void;
}

function DeviceList({ devices, onGone, onStale }: DeviceListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  // "Last active" is counted from when the list was read, like the times the server gave with it.
  const [readAt] = useState(Date.now);
  const others = devices.filter((device) => !device.current);

  async function signOutOne(device: SignedInDevice) {
    setBusy(device.id);
    try {
      await signOutDevice(device.id);
      onGone(device.id);
      showToast('success', t.signedOut(deviceLabel(device)));
    } catch (error) {
      // Already signed out (it signed out itself, or another device did it): the list catches up.
      if (isApiError(error) && error.code === 'device-not-found') onGone(device.id);
      failureToast(error);
    } finally {
      setBusy(null);
    }
  }

  async function signOutOthers() {
    setBusy('others');
    try {
      const { ended } = await signOutOtherDevices();
      showToast('success', t.signedOutEverywhere(ended));
      onStale();
    } catch (error) {
      failureToast(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <ul aria-labelledby="profile-devices-heading" className="divide-y divide-border rounded-xl border border-border">
        {devices.map((device) => (
          <DeviceRow key={device.id} device={device} readAt={readAt} busy={busy === device.id} disabled={busy !== null} onSignOut={() => void signOutOne(device)} />
        ))}
      </ul>
      {others.length ? (
        <Button variant="outline" className="w-full sm:w-auto" disabled={busy !== null} onClick={() => void signOutOthers()}>
          {busy === 'others' ? t.signingOut : t.signOutEverywhere}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">{t.onlyThisDevice}</p>
      )}
    </div>
  );
}

interface DeviceRowProps {
  device: SignedInDevice;
  readAt: number;
  busy: boolean;
  disabled: boolean;
  onSignOut: () => void;
}

function DeviceRow({ device, readAt, busy, disabled, onSignOut }: DeviceRowProps) {
  const label = deviceLabel(device);
  const Icon = device.mobile ? Smartphone : Monitor;
  const lastSeen = new Date(device.lastSeenAt);
  const activeNow = device.current || readAt - lastSeen.getTime() < ACTIVE_NOW_MS;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Icon aria-hidden className="size-6 shrink-0 text-fg-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-fg">
          {label}
          {device.current ? <span className="ml-2 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-200">{t.thisDevice}</span> : null}
        </p>
        <p className="text-sm text-fg-muted">
          {activeNow ? t.activeNow : t.lastSeen(formatRelativeTime(lastSeen, new Date(readAt)))}
          {' · '}
          {t.signedIn(formatIndiaDate(device.signedInAt))}
        </p>
      </div>
      {device.current ? null : (
        <Button variant="outline" aria-label={t.signOutNamed(label)} disabled={disabled} onClick={onSignOut}>
          {busy ? t.signingOut : t.signOut}
        </Button>
      )}
    </li>
  );
}
