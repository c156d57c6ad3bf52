/**
 * A browser's push for the alerts' tests (happy-dom has none, and headless Chromium has no push
 * service): a permission prompt that answers as told, and a push manager holding at most one
 * subscription, like a real one.
 */
import type { DevicePushManager, DeviceSubscription, PushPlatform } from '@pwa/features/alerts/push-platform.ts';

export const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export interface FakePush {
  platform: PushPlatform;
  /** What the permission prompt will answer. */
  answer: NotificationPermission;
  permission: NotificationPermission;
  subscription: DeviceSubscription | null;
  prompts: number;
  online: boolean;
}

export function fakePush(setup: Partial<Pick<FakePush, 'answer' | 'permission' | 'online'>> & { supported?: boolean; apple?: boolean; installed?: boolean } = {}): FakePush {
  const state: Omit<FakePush, 'platform'> = {
    answer: setup.answer ?? 'granted',
    permission: setup.permission ?? 'default',
    subscription: null,
    prompts: 0,
    online: setup.online ?? true,
  };
  const subscribe = (key: ArrayBuffer | null): DeviceSubscription => {
    const subscription: DeviceSubscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      options: { applicationServerKey: key },
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
      unsubscribe: async () => {
        state.subscription = null;
        return true;
      },
    };
    return subscription;
  };
  const manager: DevicePushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey;
      // A copy, as a browser keeps: the caller's array may change afterwards.
      state.subscription = subscribe(key instanceof Uint8Array ? new Uint8Array(key).buffer : null);
      return state.subscription;
    },
  };
  const platform: PushPlatform = {
    pushSupported: () => setup.supported ?? true,
    apple: () => setup.apple ?? false,
    installed: () => setup.installed ?? false,
    permission: () => state.permission,
    requestPermission: async () => {
      state.prompts += 1;
      state.permission = state.answer;
      return state.answer;
    },
    pushManager: async () => manager,
    registeredPushManager: async () => manager,
    online: () => state.online,
  };
  return Object.assign(state, { platform });
}
