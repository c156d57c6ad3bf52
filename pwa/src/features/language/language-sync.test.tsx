import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api.ts';
import { LOCALE_NAMES, LOCALE_STORAGE_KEY, pageLocale, type Locale } from '@shared/locale.ts';
import { languageOfferMessages } from '@shared/messages/language-offer.ts';
import type { LocalePayload } from '@shared/schemas/locale.ts';
import { db } from '@pwa/db/app-db.ts';
import { saveSession } from '@pwa/features/auth/session-store.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { LanguageSync } from './language-sync.tsx';

const other: Locale = pageLocale === 'en' ? 'hi' : 'en';
const t = languageOfferMessages;

/** The server's side of the locale call: a language a device reports never replaces a chosen one. */
function serve(account: User) {
  let current = account;
  const sent: LocalePayload[] = [];
  stubFetch((url, init) => {
    if (url === `/api/users/${account.id}/locale` && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as LocalePayload;
      sent.push(body);
      if (body.chosen || !current.localeChosen) current = { ...current, locale: body.locale, localeChosen: current.localeChosen || body.chosen };
      return jsonResponse(200, current);
    }
    if (url === '/api/auth/user') return jsonResponse(200, current);
    return new Response(null, { status: 404 });
  });
  return { sent };
}

describe('the language on a device an account signs in on', () => {
  beforeEach(async () => {
    await db.session.clear();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps the page's language and gives it to an account whose language nobody chose, offering nothing", async () => {
    const account = makeUser({ locale: other, localeChosen: false });
    const { sent } = serve(account);
    await saveSession(account);
    render(<LanguageSync />);
    await waitFor(() => expect(sent).toEqual([{ locale: pageLocale, chosen: false }]));
    await waitFor(async () => expect((await db.session.toArray())[0]?.user).toMatchObject({ locale: pageLocale, localeChosen: false }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("offers the account's chosen language once, in the page's language; kept, it is not offered again", async () => {
    const account = makeUser({ locale: other, localeChosen: true });
    const { sent } = serve(account);
    await saveSession(account);
    const first = render(<LanguageSync />);
    // By its heading's text: the test DOM computes a space into a name around an inline element.
    const offer = await screen.findByRole('region');
    expect(within(offer).getByRole('heading').textContent).toBe(t.title(LOCALE_NAMES[other]));
    expect(offer.getAttribute('aria-labelledby')).toBe(within(offer).getByRole('heading').id);
    expect(within(offer).getByRole('status').textContent).toContain(t.text(LOCALE_NAMES[other]));
    // The offered language's name is marked with its own lang, for screen readers.
    expect(offer.querySelector(`h2 [lang="${other}"]`)?.textContent).toBe(LOCALE_NAMES[other]);
    expect(screen.getByRole('button', { name: t.switchTo(LOCALE_NAMES[other]) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.keep(LOCALE_NAMES[pageLocale]) }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    first.unmount();

    // The next page on this device.
    render(<LanguageSync />);
    await waitFor(async () => expect((await db.session.toArray())[0]?.user?.id).toBe(account.id));
    expect(screen.queryByRole('region')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("tells the account this device's own choice as the user's", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, pageLocale);
    const account = makeUser({ locale: other, localeChosen: true });
    const { sent } = serve(account);
    await saveSession(account);
    render(<LanguageSync />);
    await waitFor(() => expect(sent).toEqual([{ locale: pageLocale, chosen: true }]));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
