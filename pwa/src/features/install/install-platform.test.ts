import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-platform.ts';

const UA = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  // iPadOS asks for desktop pages and sends a Mac's user agent.
  iPadOrMacSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('installPlatform', () => {
  it.each([
    ['iPhone Safari', UA.iPhoneSafari, 5, 'ios'],
    ['iPhone Chrome (Safari underneath)', UA.iPhoneChrome, 5, 'ios'],
    ['iPad, which says it is a Mac but has a touch screen', UA.iPadOrMacSafari, 5, 'ios'],
    ['Safari on a Mac', UA.iPadOrMacSafari, 0, 'macSafari'],
    ['Firefox on Android', UA.androidFirefox, 5, 'android'],
    ['Firefox on a Mac', UA.macFirefox, 0, 'desktop'],
    ['Chrome on a Mac (only when it offers no dialog)', UA.macChrome, 0, 'desktop'],
    ['Firefox on Windows', UA.windowsFirefox, 0, 'desktop'],
  ] as const)('%s', (_name, userAgent, touchPoints, platform) => {
    expect(installPlatform(userAgent, touchPoints)).toBe(platform);
  });
});
