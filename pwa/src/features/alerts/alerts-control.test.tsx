import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api.ts';
import { alertMessages as t } from '@shared/messages/notifications.ts';
import { fakePush, VAPID_KEY } from '@pwa/test/fake-push.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { AlertsControl } from './alerts-control.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

function server(postStatus = 201) {
  return stubFetch((url, init) => {
    if (url === apiPaths.pushPublicKey) return jsonResponse(200, { publicKey: VAPID_KEY });
    if (init.method === 'POST') return postStatus === 201 ? jsonResponse(201, {}) : jsonResponse(postStatus, { message: 'No.', code: 'forbidden' });
    return new Response(null, { status: 204 });
  });
}

const status = () => screen.getByRole('status');

describe('AlertsControl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it('asks nothing until tapped; "Turn on alerts" then turns them on, and "Turn off alerts" off', async () => {
    server();
    const push = fakePush();
    render(<AlertsControl platform={push.platform} />);
    const turnOn = await screen.findByRole('button', { name: t.turnOn });
    expect(push.prompts).toBe(0);
    fireEvent.click(turnOn);
    await screen.findByRole('button', { name: t.turnOff });
    expect(status().textContent).toBe(t.onText);
    expect(showToast).toHaveBeenCalledWith('success', t.turnedOn);
    fireEvent.click(screen.getByRole('button', { name: t.turnOff }));
    await screen.findByRole('button', { name: t.turnOn });
    expect(push.subscription).toBeNull();
  });

  it('a denied prompt shows how to unblock, with no button', async () => {
    server();
    const push = fakePush({ answer: 'denied' });
    render(<AlertsControl platform={push.platform} />);
    fireEvent.click(await screen.findByRole('button', { name: t.turnOn }));
    await screen.findByRole('heading', { name: t.blockedTitle });
    expect(status().textContent).toBe(t.blockedText);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failure says so and leaves alerts off', async () => {
    server(403);
    render(<AlertsControl platform={fakePush().platform} />);
    fireEvent.click(await screen.findByRole('button', { name: t.turnOn }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', t.failed));
    expect(await screen.findByRole('button', { name: t.turnOn })).toBeTruthy();
  });

  it.each([
    ['an iPhone outside the installed app', { supported: false, apple: true }, t.iosText],
    ['a browser without push', { supported: false }, t.unsupportedText],
    ['offline', { online: false }, t.offlineText],
  ])('on %s it explains instead of failing', async (_, setup, text) => {
    render(<AlertsControl platform={fakePush(setup).platform} />);
    await waitFor(() => expect(status().textContent).toBe(text));
    const button = screen.queryByRole('button', { name: t.turnOn });
    expect(button === null || (button as HTMLButtonElement).disabled).toBe(true);
  });
});
