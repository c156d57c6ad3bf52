/**
 * What the "Turn on alerts" control can offer on this device, from what the browser says. Pure, so
 * every branch is tested without a browser. `blocked`: the user (or a policy) denied notifications, and
 * only the site settings can undo it; `offline`: alerts are off and turning them on needs the server.
 */
export type AlertsState = 'unsupported' | 'install-first' | 'blocked' | 'on' | 'offline' | 'off';

export interface AlertsEnvironment {
  /** serviceWorker, PushManager and Notification all exist. */
  pushSupported: boolean;
  /** An iPhone or iPad (iPadOS reports itself as a Mac with touch). */
  apple: boolean;
  /** Opened from the Home Screen (display-mode standalone, or navigator.standalone on iOS). */
  installed: boolean;
  permission: NotificationPermission;
  subscribed: boolean;
  online: boolean;
}

export function alertsState(env: AlertsEnvironment): AlertsState {
  // Safari gives web push only to a Home Screen app: outside it, an iPhone or iPad is told to install first.
  if (!env.pushSupported) return env.apple && !env.installed ? 'install-first' : 'unsupported';
  if (env.permission === 'denied') return 'blocked';
  if (env.subscribed && env.permission === 'granted') return 'on';
  return env.online ? 'off' : 'offline';
}
