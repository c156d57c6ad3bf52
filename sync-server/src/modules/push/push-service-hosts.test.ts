import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-service-hosts.ts';

describe('the allow-list of push services', () => {
  it('takes the browsers’ push services on the standard port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=AQE',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://FCM.googleapis.com:443/wp/abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, other ports, credentials and plain http', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost:8443/push',
      'https://evilfcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://notfcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pass@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('adds the hosts of PUSH_SERVICE_HOSTS, with their port', () => {
    const extra = ['localhost:8443', 'push.example.org'];
    expect(isAllowedPushEndpoint('https://localhost:8443/push/1', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://localhost:9443/push/1', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.org/x', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://eu.push.example.org/x', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.org:8443/x', extra)).toBe(false);
  });
});
