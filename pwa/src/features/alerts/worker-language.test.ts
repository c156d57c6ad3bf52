import { beforeEach, describe, expect, it } from 'vitest';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { makeUser } from '@pwa/test/users.ts';
import { deviceLanguage } from './worker-language.ts';

describe("the service worker's idea of the device's language", () => {
  beforeEach(() => db.session.clear());

  it("is the signed-in account's, which the app keeps equal to the device's choice", async () => {
    await db.session.put({ key: SESSION_KEY, user: makeUser({ locale: 'hi' }), fetchedAt: 1 });
    expect(await deviceLanguage(['en-IN', 'en'])).toBe('hi');
  });

  it("is the browser's first of Kiraya's languages when the account has none, or nobody is signed in", async () => {
    await db.session.put({ key: SESSION_KEY, user: makeUser({ locale: null }), fetchedAt: 1 });
    expect(await deviceLanguage(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    await db.session.put({ key: SESSION_KEY, user: null, fetchedAt: 1 });
    expect(await deviceLanguage(['en-GB'])).toBe('en');
    await db.session.clear();
    expect(await deviceLanguage([])).toBe('en');
  });
});
