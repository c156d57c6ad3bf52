/** The profile's devices list against a stand-in server: loading, naming, signing one or every other device out, and its failures. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInDevice } from '@shared/api.ts';
import { formatIndiaDate, formatRelativeTime } from '@shared/intl-dates.ts';
import { deviceMessages } from '@shared/messages/devices.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { DevicesSection } from './devices-section.tsx';

const t = deviceMessages;
const now = Date.now();
const device = (id: string, fields: Partial<SignedInDevice>): SignedInDevice => ({
  id,
  browser: 'Chrome 131',
  system: 'Android 14',
  mobile: true,
  signedInAt: new Date(now - 3 * 86_400_000).toISOString(),
  lastSeenAt: new Date(now).toISOString(),
  current: false,
  ...fields,
});
const thisPhone = device('11111111-1111-4111-8111-111111111111', { current: true });
const laptop = device('22222222-2222-4222-8222-222222222222', { browser: 'Firefox 133', system: 'Windows 10', mobile: false, lastSeenAt: new Date(now - 2 * 3_600_000).toISOString() });
const unknown = device('33333333-3333-4333-8333-333333333333', { browser: null, system: null, mobile: false, lastSeenAt: new Date(now - 86_400_000 * 2).toISOString() });
const laptopName = t.deviceName('Firefox 133', 'Windows 10');
const unknownName = t.deviceName(t.unknownBrowser, t.unknownSystem);

/** A server holding these devices; DELETE answers as the real one does, or as `refuse` says. */
function deviceServer(devices: SignedInDevice[], refuse?: () => Response) {
  let held = [...devices];
  const spy = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/sessions' && method === 'GET') return jsonResponse(200, held);
    if (url === '/api/sessions' && method === 'DELETE') {
      const ended = held.filter((entry) => !entry.current).length;
      held = held.filter((entry) => entry.current);
      return jsonResponse(200, { ended });
    }
    const id = /^\/api\/sessions\/(.+)$/.exec(url)?.[1];
    if (id && method === 'DELETE') {
      if (refuse) return refuse();
      held = held.filter((entry) => entry.id !== id);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 'not-found', message: 'Not found.' });
  });
  const deletes = () => spy.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url, init]) => ({ url: String(url), key: new Headers(init?.headers).get('Idempotency-Key') }));
  return { spy, deletes };
}

async function openSection() {
  render(
    <>
      <DevicesSection />
      <ToasterHost theme="light" />
    </>,
  );
  expect(screen.getByRole('status').textContent).toBe(t.loading);
  await waitFor(() => expect(screen.queryByText(t.loading)).toBeNull());
}

const rows = () => within(screen.getByRole('list', { name: t.heading })).getAllByRole('listitem');

describe('DevicesSection', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('lists each device by browser and system, this one first and marked, with when it was last active', async () => {
    deviceServer([thisPhone, laptop, unknown]);
    await openSection();
    expect(screen.getByRole('heading', { name: t.heading })).toBeTruthy();
    const [first, second, third] = rows();
    expect(first?.textContent).toContain(t.deviceName('Chrome 131', 'Android 14'));
    expect(first?.textContent).toContain(t.thisDevice);
    expect(first?.textContent).toContain(t.activeNow);
    expect(first?.textContent).toContain(t.signedIn(formatIndiaDate(thisPhone.signedInAt)));
    // This device is signed out with the menu's Sign out, never from the list.
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(second?.textContent).toContain(laptopName);
    expect(second?.textContent).toContain(t.lastSeen(formatRelativeTime(new Date(laptop.lastSeenAt))));
    expect(third?.textContent).toContain(unknownName);
    expect(screen.getByRole('button', { name: t.signOutNamed(laptopName) })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.signOutEverywhere })).toBeTruthy();
  });

  it('signs one device out with a key for the server, and drops it from the list', async () => {
    const server = deviceServer([thisPhone, laptop, unknown]);
    await openSection();
    fireEvent.click(screen.getByRole('button', { name: t.signOutNamed(laptopName) }));
    await expectToast(t.signedOut(laptopName));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText(laptopName)).toBeNull();
    const [call] = server.deletes();
    expect(call?.url).toBe(`/api/sessions/${laptop.id}`);
    expect(call?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops a device another one already signed out, and says so', async () => {
    const refusal = { code: 'device-not-found', message: 'That device is no longer signed in.' };
    deviceServer([thisPhone, laptop], () => jsonResponse(404, refusal));
    await openSection();
    fireEvent.click(screen.getByRole('button', { name: t.signOutNamed(laptopName) }));
    await expectToast(t.failed, errorText(refusal));
    expect(rows()).toHaveLength(1);
    expect(screen.getByText(t.onlyThisDevice)).toBeTruthy();
  });

  it('keeps a device listed when the call fails on the way', async () => {
    deviceServer([thisPhone, laptop], () => jsonResponse(500, { code: 'internal-error', message: 'Something went wrong.' }));
    await openSection();
    fireEvent.click(screen.getByRole('button', { name: t.signOutNamed(laptopName) }));
    await expectToast(t.failed);
    expect(rows()).toHaveLength(2);
    expect((screen.getByRole('button', { name: t.signOutNamed(laptopName) }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('signs out everywhere else, says how many, and shows this device alone', async () => {
    const server = deviceServer([thisPhone, laptop, unknown]);
    await openSection();
    fireEvent.click(screen.getByRole('button', { name: t.signOutEverywhere }));
    await expectToast(t.signedOutEverywhere(2));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText(t.onlyThisDevice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.signOutEverywhere })).toBeNull();
    expect(server.deletes().map((call) => call.url)).toEqual(['/api/sessions']);
  });

  it('says when the list cannot load, and loads it on Try again', async () => {
    let fail = true;
    stubFetch(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(200, [thisPhone])));
    render(<DevicesSection />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.onlyThisDevice)).toBeTruthy();
  });
});
