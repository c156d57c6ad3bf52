/**
 * The device's language as the service worker can know it, for an alert whose payload names none.
 * A worker cannot read the page's choice (localStorage): it takes the signed-in account's language from
 * the device's database (the user's choice, else the language a device reported, use-language-sync.ts);
 * with none, the browser's languages, as boot.js picks a page's when the device has no choice.
 */
import { pickLocale, type Locale } from '@shared/locale.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';

export async function deviceLanguage(browserLanguages: readonly string[]): Promise<Locale> {
  const account = await db.session
    .get(SESSION_KEY)
    .then((session) => session?.user?.locale ?? null)
    // A database that will not open (storage blocked or cleared) must not keep the alert from showing.
    .catch(() => null);
  return account ?? pickLocale(browserLanguages);
}
