/**
 * Which instructions fit a browser that installs only through its own menus: iPhone and iPad (every
 * browser there uses Safari's Share sheet), Android (Firefox and others: the browser menu), Safari
 * on a Mac (File, Add to Dock) or another desktop browser, which cannot install web apps.
 */
export type InstallPlatform = 'ios' | 'android' | 'macSafari' | 'desktop';

export function installPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  // Safari says "Version/17.0 Safari/…"; Chrome, Edge and Firefox on a Mac never say "Version/".
  if (/Macintosh/.test(userAgent) && /Version\/[\d.]+.* Safari\//.test(userAgent)) return 'macSafari';
  return 'desktop';
}
