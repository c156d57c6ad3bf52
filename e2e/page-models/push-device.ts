/**
 * Push in headless Chromium, which cannot subscribe without its vendor's push service: the page's
 * PushManager is stood in for (a subscription with real-format keys, kept in the page), pushes reach
 * the real service worker through the DevTools protocol, and what it then shows is read with
 * registration.getNotifications().
 */
import { createECDH, randomBytes } from 'node:crypto';
import { expect, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';

export interface StubSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** A subscription as Chrome gives one: an FCM endpoint, a P-256 public key and a 16-byte secret. */
export function stubSubscription(): StubSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export class PushDevice {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly registrationId: string,
    private readonly origin: string,
  ) {}

  /** Before the page loads: the stand-in PushManager, holding `subscription` once subscribed. */
  static async stubPushManager(context: BrowserContext, subscription: StubSubscription): Promise<void> {
    await context.addInitScript((stub) => {
      let current: PushSubscription | null = null;
      const make = (key: BufferSource | string | null | undefined): PushSubscription => {
        const fake = {
          endpoint: stub.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: key instanceof Uint8Array ? new Uint8Array(key).buffer : null },
          toJSON: () => stub,
          getKey: () => null,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        current = make(options?.applicationServerKey);
        return current;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current;
      };
    }, subscription);
  }

  /**
   * Once the page's service worker is active: the DevTools session and the registration's id, which
   * ServiceWorker.deliverPushMessage needs and ServiceWorker.enable reports.
   */
  static async attach(page: Page, origin: string): Promise<PushDevice> {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    return new PushDevice(page, cdp, await registered, origin);
  }

  async deliver(payload: string): Promise<void> {
    await this.cdp.send('ServiceWorker.deliverPushMessage', { origin: this.origin, registrationId: this.registrationId, data: payload });
  }

  shown(): Promise<ShownNotification[]> {
    return this.page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown })),
    );
  }

  async expectShown(count: number): Promise<ShownNotification[]> {
    await expect.poll(async () => (await this.shown()).length).toBe(count);
    return this.shown();
  }

  private worker(): Worker {
    const worker = this.page.context().serviceWorkers().find((candidate) => candidate.url().startsWith(this.origin));
    if (!worker) throw new Error('no service worker for the page');
    return worker;
  }

  /**
   * A tap on the shown notification with this tag. DevTools has no command for one, so a
   * `notificationclick` is dispatched inside the worker itself (Playwright evaluates in service
   * workers). Such an event is untrusted (waitUntil throws, focus() is refused): this proves the
   * handler's routing (the open window goes to the conversation), not the browser's own click.
   */
  async tap(tag: string): Promise<void> {
    await this.worker().evaluate(async (wanted) => {
      // The worker's globals, which the page's (DOM) types used here do not describe.
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error(`no notification with tag ${wanted}`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, tag);
  }
}
