/** A session's browser and system as a person knows them ("Chrome 131", "Android 14"), read from its User-Agent. */
import Bowser from 'bowser';

export interface DeviceName {
  browser: string | null;
  system: string | null;
  mobile: boolean;
}

const major = (version: string | undefined): string | undefined => version?.split('.')[0] || undefined;
const joined = (...parts: (string | undefined)[]): string | null => parts.filter(Boolean).join(' ') || null;

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent?.trim()) return { browser: null, system: null, mobile: false };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  // Windows names its release ("10") apart from its kernel's version ("NT 10.0"); macOS's version in a
  // User-Agent is frozen at 10.15 whatever the release, so it is left out rather than shown wrong.
  const systemVersion = os.name === 'Windows' ? os.versionName : os.name === 'macOS' ? undefined : major(os.version);
  const platform = parser.getPlatformType(true);
  return {
    browser: browser.name ? joined(browser.name, major(browser.version)) : null,
    system: os.name ? joined(os.name, systemVersion) : null,
    mobile: platform === 'mobile' || platform === 'tablet',
  };
}
