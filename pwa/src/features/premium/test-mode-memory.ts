/**
 * Whether the server's payments run on the built-in test gateway, as its last order said: the plans
 * carry no such flag, so the badge on the plan cards shows from the first order on this device.
 */
const KEY = 'kiraya.paymentsTestMode';

export const rememberedTestMode = (): boolean => {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
};

export function rememberTestMode(testMode: boolean): void {
  try {
    localStorage.setItem(KEY, String(testMode));
  } catch {
    // Only the badge's early showing is lost.
  }
}
