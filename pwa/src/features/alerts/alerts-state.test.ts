import { describe, expect, it } from 'vitest';
import { alertsState, type AlertsEnvironment } from './alerts-state.ts';

const chromeOnAndroid: AlertsEnvironment = { pushSupported: true, apple: false, installed: false, permission: 'default', subscribed: false, online: true };

describe('alertsState', () => {
  it.each<[string, Partial<AlertsEnvironment>, ReturnType<typeof alertsState>]>([
    ['never asked: one tap turns them on', {}, 'off'],
    ['asked and allowed, subscribed', { permission: 'granted', subscribed: true }, 'on'],
    ['allowed but not subscribed here (turned off)', { permission: 'granted' }, 'off'],
    ['subscribed, then the permission was taken back in the settings', { permission: 'default', subscribed: true }, 'off'],
    ['denied: only the site settings undo it', { permission: 'denied' }, 'blocked'],
    ['denied wins over a stale subscription', { permission: 'denied', subscribed: true }, 'blocked'],
    ['offline and off: wait for a connection', { online: false }, 'offline'],
    ['offline and on: still on', { online: false, permission: 'granted', subscribed: true }, 'on'],
    ['iPhone Safari, not installed: add to Home Screen first', { pushSupported: false, apple: true }, 'install-first'],
    ['an installed app on an old iPhone without push', { pushSupported: false, apple: true, installed: true }, 'unsupported'],
    ['another browser without push', { pushSupported: false }, 'unsupported'],
  ])('%s', (_, change, expected) => {
    expect(alertsState({ ...chromeOnAndroid, ...change })).toBe(expected);
  });
});
