/**
 * The browser's side of push alerts, behind one small interface so the opt-in's
 * steps are tested with a stand-in (headless browsers have no push service) and run on the real one
 * in the app: permission, the service worker's push subscription, and whether this is an installed
 * app on an Apple device.
 */
/** The parts of a PushSubscription the alerts use. */
export interface DeviceSubscription {
  readonly endpoint: string;
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

/** The parts of a PushManager the alerts use. */
export interface DevicePushManager {
  getSubscription(): Promise<DeviceSubscription | null>;
  subscribe(options: PushSubscriptionOptionsInit): Promise<DeviceSubscription>;
}

export interface PushPlatform {
  pushSupported(): boolean;
  apple(): boolean;
  installed(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker registration's push manager, waiting for the worker to be ready (to subscribe). */
  pushManager(): Promise<DevicePushManager>;
  /**
   * The push manager of the worker registered now, or null: reading the subscription must not wait
   * for a worker still installing (on a first visit), or the control would say nothing meanwhile.
   */
  registeredPushManager(): Promise<DevicePushManager | null>;
  online(): boolean;
}

export const browserPushPlatform: PushPlatform = {
  pushSupported: () => 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined',
  // iPadOS 13+ says "Macintosh"; only the touch screen tells it from a Mac.
  apple: () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1),
  installed: () =>
    matchMedia('(display-mode: standalone)').matches || ('standalone' in navigator && (navigator as Navigator & { standalone?: boolean }).standalone === true),
  permission: () => (typeof Notification === 'undefined' ? 'default' : Notification.permission),
  requestPermission: () => Notification.requestPermission(),
  pushManager: async () => (await navigator.serviceWorker.ready).pushManager,
  registeredPushManager: async () => (await navigator.serviceWorker.getRegistration())?.pushManager ?? null,
  online: () => navigator.onLine,
};
