import { describe, expect, it } from 'vitest';
import type { PushAlert } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import { pushAlertMessages } from '@shared/messages/push-alert.ts';
import { INBOX_CHANGED_MESSAGE } from '@pwa/sync/inbox-nudge.ts';
import { openAlert, sendRenewedSubscription, showPush, type AlertOptions, type AlertsWorker, type AlertWindow } from './worker-alerts.ts';

const ORIGIN = 'https://kiraya.example';

const alert: PushAlert = {
  type: 'message',
  title: 'Rahul Verma · Canon EOS 1500D',
  body: 'Is it free this weekend?',
  tag: 'conversation:0193c000-0000-7000-8000-00000000c001',
  url: '/messages/0193c000-0000-7000-8000-00000000c001',
  conversationId: '0193c000-0000-7000-8000-00000000c001',
  itemId: '0193a1b2-1111-7000-8000-00000000aaaa',
};

interface FakeWindow extends AlertWindow {
  messages: unknown[];
  focused: boolean;
  url: string;
}

function fakeWindow(url: string): FakeWindow {
  const page: FakeWindow = {
    url,
    messages: [],
    focused: false,
    focus: async () => {
      page.focused = true;
    },
    navigate: async (to) => {
      page.url = to;
    },
    postMessage: (message) => page.messages.push(message),
  };
  return page;
}

function fakeWorker(windows: FakeWindow[] = [], language: Locale = 'en') {
  const shown: Array<{ title: string } & AlertOptions> = [];
  const opened: string[] = [];
  const requests: Array<{ path: string; init: RequestInit }> = [];
  const worker: AlertsWorker = {
    origin: ORIGIN,
    showNotification: async (title, options) => {
      // Like the browser: a notification with the same tag replaces the one shown.
      const same = shown.findIndex((entry) => entry.tag === options.tag);
      if (same >= 0) shown.splice(same, 1);
      shown.push({ title, ...options });
    },
    shownData: async (tag) => shown.filter((entry) => entry.tag === tag).map((entry) => entry.data),
    windows: async () => windows,
    openWindow: async (url) => opened.push(url),
    fetch: async (path, init) => {
      requests.push({ path, init });
      return new Response(null, { status: 201 });
    },
    language: async () => language,
  };
  return { worker, shown, opened, requests };
}

describe('push in the service worker', () => {
  it('shows the alert with its tag, icon, badge and address, and nudges open pages to sync the inbox', async () => {
    const page = fakeWindow(`${ORIGIN}/`);
    const { worker, shown } = fakeWorker([page]);
    await showPush(worker, JSON.stringify(alert));
    expect(shown).toEqual([
      { title: alert.title, body: alert.body, tag: alert.tag, renotify: true, icon: '/icon-192.png', badge: '/badge-96.png', data: { url: alert.url, count: 1 } },
    ]);
    expect(page.messages).toEqual([{ type: INBOX_CHANGED_MESSAGE }]);
  });

  it('collapses a conversation’s alerts into one that counts them; another conversation gets its own', async () => {
    const { worker, shown } = fakeWorker();
    await showPush(worker, JSON.stringify(alert));
    await showPush(worker, JSON.stringify({ ...alert, body: 'Hello?' }));
    await showPush(worker, JSON.stringify({ ...alert, body: 'Still there?' }));
    await showPush(worker, JSON.stringify({ ...alert, tag: 'conversation:other', body: 'Hi' }));
    expect(shown.map((entry) => [entry.tag, entry.body, entry.data.count])).toEqual([
      [alert.tag, '3 new messages. Still there?', 3],
      ['conversation:other', 'Hi', 1],
    ]);
  });

  it.each([
    ['no payload', null],
    ['not JSON', 'hello'],
    ['a field missing', JSON.stringify({ ...alert, title: undefined })],
    ['an address on another site', JSON.stringify({ ...alert, url: '//evil.example/phish' })],
    ['an absolute address', JSON.stringify({ ...alert, url: 'https://evil.example/' })],
  ])('a push with %s still shows a plain alert that opens the notifications', async (_, payload) => {
    const { worker, shown } = fakeWorker();
    await showPush(worker, payload);
    expect(shown).toMatchObject([{ title: 'Kiraya', body: 'You have a new notification.', tag: 'kiraya', data: { url: '/dashboard?tab=notifications' } }]);
  });

  it('a push that cannot be read is worded in the device’s language; a readable one in its own', async () => {
    const { worker, shown } = fakeWorker([], 'hi');
    await showPush(worker, 'hello');
    expect(shown).toMatchObject([{ title: pushAlertMessages.hi.fallbackTitle, body: pushAlertMessages.hi.fallbackBody, tag: 'kiraya' }]);
    expect(pushAlertMessages.hi.fallbackBody).not.toBe(pushAlertMessages.en.fallbackBody);
    await showPush(worker, JSON.stringify({ ...alert, lang: 'en' }));
    await showPush(worker, JSON.stringify({ ...alert, lang: 'en', body: 'Hello?' }));
    expect(shown.find((entry) => entry.tag === alert.tag)?.body).toBe(pushAlertMessages.en.collapsed(2, 'Hello?'));
  });

  it('a tap focuses an open Kiraya window and takes it to the conversation', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const page = fakeWindow(`${ORIGIN}/search?q=camera`);
    const { worker, opened } = fakeWorker([other, page]);
    await openAlert(worker, { url: alert.url, count: 1 });
    expect(page).toMatchObject({ focused: true, url: `${ORIGIN}${alert.url}` });
    expect(other.focused).toBe(false);
    expect(opened).toEqual([]);
  });

  it('a window that may not be focused (the click’s permission spent) still goes to the conversation', async () => {
    const page = fakeWindow(`${ORIGIN}/`);
    page.focus = () => Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    await openAlert(fakeWorker([page]).worker, { url: alert.url, count: 1 });
    expect(page.url).toBe(`${ORIGIN}${alert.url}`);
  });

  it('a tap with no Kiraya window open opens one; a bad address opens the notifications instead', async () => {
    const { worker, opened } = fakeWorker();
    await openAlert(worker, { url: alert.url });
    await openAlert(worker, { url: 'https://evil.example/' });
    expect(opened).toEqual([`${ORIGIN}${alert.url}`, `${ORIGIN}/dashboard?tab=notifications`]);
  });

  it('a renewed subscription is handed to the account', async () => {
    const { worker, requests } = fakeWorker();
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    await sendRenewedSubscription(worker, { toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/new', expirationTime: null, keys }) });
    await sendRenewedSubscription(worker, null);
    expect(requests.map(({ path, init }) => [path, init.method, JSON.parse(String(init.body))])).toEqual([
      ['/api/push/subscriptions', 'POST', { endpoint: 'https://fcm.googleapis.com/fcm/send/new', expirationTime: null, keys }],
    ]);
  });
});

describe('booking alerts in the service worker', () => {
  const BOOKING = '0193c000-0000-7000-8000-0000000b0001';
  const bookingAlert: PushAlert = {
    type: 'booking',
    title: 'New Booking Request',
    body: 'Meera Nair asked to book Canon EOS 1500D',
    tag: alert.tag,
    url: `/dashboard?tab=bookings&booking=${BOOKING}`,
    conversationId: alert.conversationId,
    itemId: alert.itemId,
    bookingId: BOOKING,
  };

  it('shows one alert per booking, the latest news replacing the earlier, apart from the conversation’s', async () => {
    const { worker, shown } = fakeWorker();
    await showPush(worker, JSON.stringify(alert));
    await showPush(worker, JSON.stringify(bookingAlert));
    await showPush(worker, JSON.stringify({ ...bookingAlert, title: 'Booking Accepted', body: 'Your booking of Canon EOS 1500D was accepted' }));
    expect(shown.map(({ title, body, tag, data }) => ({ title, body, tag, data }))).toEqual([
      { title: alert.title, body: alert.body, tag: alert.tag, data: { url: alert.url, count: 1 } },
      { title: 'Booking Accepted', body: 'Your booking of Canon EOS 1500D was accepted', tag: `booking:${BOOKING}`, data: { url: bookingAlert.url, count: 1 } },
    ]);
  });

  it('a tap opens the booking in the Bookings tab', async () => {
    const { worker, opened } = fakeWorker();
    await showPush(worker, JSON.stringify(bookingAlert));
    await openAlert(worker, { url: bookingAlert.url, count: 1 });
    expect(opened).toEqual([`${ORIGIN}/dashboard?tab=bookings&booking=${BOOKING}`]);
  });

  it('a booking alert without its booking is not trusted: the plain alert shows instead', async () => {
    const { worker, shown } = fakeWorker();
    const { bookingId: _dropped, ...withoutId } = bookingAlert;
    await showPush(worker, JSON.stringify(withoutId));
    expect(shown[0]?.tag).toBe('kiraya');
    expect(shown[0]?.data.url).toBe('/dashboard?tab=notifications');
  });

  it('shows the app’s own notice (a support answer), which names no conversation, and a tap opens its page', async () => {
    const notice: PushAlert = { type: 'notice', title: 'Kiraya support answered your request', body: 'Please try again on Wi-Fi.', tag: 'support:0193d000-0000-7000-8000-00000000a001', url: '/support', lang: 'en' };
    const { worker, shown, opened } = fakeWorker();
    await showPush(worker, JSON.stringify(notice));
    expect(shown.map(({ title, body, tag, data }) => ({ title, body, tag, data }))).toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, data: { url: '/support', count: 1 } }]);
    await openAlert(worker, { url: '/support', count: 1 });
    expect(opened).toEqual([`${ORIGIN}/support`]);
  });

  it('a message alert without its conversation is not trusted: the plain alert shows instead', async () => {
    const { worker, shown } = fakeWorker();
    const { conversationId: _dropped, ...withoutConversation } = alert;
    await showPush(worker, JSON.stringify(withoutConversation));
    expect(shown[0]?.tag).toBe('kiraya');
  });
});
