import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { computeAccessibleDescription } from 'dom-accessibility-api';
import type { Item, Message, User } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { errorText, fieldErrorText } from '@pwa/lib/error-text.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { ContactPage } from './contact-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const p = contactMessages.page;
const c = conversationMessages.contact;

const paths = ['/item/$id', '/messages', '/messages/$conversationId', '/search'];
const CONVERSATION = '01936f5e-7c2a-7b3e-9d41-c0000000000a';
/** Someone other than the listing's owner (makeItem's owner is makeUser's default id). */
const renter = (overrides: Partial<User> = {}) => makeUser({ id: '01936f5e-7c2a-7b3e-9d41-00000000beef', ...overrides });

/** The server: the listing, the session, and what POST /api/messages answers. */
function serve(item: Item, user: User | null, onSend: (body: Record<string, unknown>) => Response = (body) => jsonResponse(201, sentCopy(body, item, user))) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/user') return user ? jsonResponse(200, user) : jsonResponse(401, { code: 'unauthenticated', message: 'Not signed in' });
    if (url === '/api/messages' && init.method === 'POST') return onSend(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.startsWith('/api/inbox/changes')) return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], cursor: 'c1', hasMore: false });
    if (url === `/api/items/${item.id}`) return jsonResponse(200, item);
    return new Response(null, { status: 204 });
  });
}

function sentCopy(body: Record<string, unknown>, item: Item, user: User | null): Message {
  return { id: String(body.id), conversationId: CONVERSATION, itemId: item.id, senderId: user?.id ?? '', body: String(body.message), contact: null, bookingId: null, createdAt: new Date().toISOString() };
}

async function signIn(user: User) {
  await db.session.put({ key: SESSION_KEY, user, fetchedAt: Date.now() });
}

/** The page with its form, which follows the heading once the session is known. */
async function formShown(title: string) {
  await screen.findByRole('heading', { level: 1, name: title });
  await screen.findByLabelText(p.message, { exact: false });
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe('the contact page', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    sessionStorage.clear();
    vi.mocked(showToast).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('signed out: the login-required alert with "Login or Sign Up", Send disabled, and the privacy note', async () => {
    const item = makeItem({ title: 'Canon EOS 200D' });
    serve(item, null);
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    expect(await screen.findByRole('heading', { level: 1, name: p.contactTitle })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(p.loginRequired);
    expect(screen.getByRole('button', { name: p.loginOrSignUp })).toBeTruthy();
    expect((screen.getByRole('button', { name: p.send }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(p.privacyNote)).toBeTruthy();
  });

  it('keeps what was typed for the tab: a reload (a new page) finds it, and the profile fills only the empty fields', async () => {
    const item = makeItem();
    serve(item, null);
    const first = await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await formShown(p.contactTitle);
    fireEvent.change(field(p.message), { target: { value: 'Is it free on Saturday?' } });
    fireEvent.change(field(p.name), { target: { value: 'Meera' } });
    first.unmount();

    const user = renter({ fullName: 'Priya Sharma', email: 'priya@example.in', phone: '+919876543210' });
    await signIn(user);
    serve(item, user);
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await formShown(p.contactTitle);
    await waitFor(() => expect(field(p.email).value).toBe('priya@example.in'));
    expect(field(p.message).value).toBe('Is it free on Saturday?');
    expect(field(p.name).value).toBe('Meera');
    expect(field(p.phone).value).toBe('+919876543210');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("does not offer one account's draft to the next person on the phone", async () => {
    const item = makeItem();
    const first = renter({ fullName: 'Priya Sharma', email: 'priya@example.in' });
    await signIn(first);
    serve(item, first);
    const view = await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await formShown(p.contactTitle);
    fireEvent.change(field(p.message), { target: { value: 'My private question' } });
    view.unmount();

    // Signed out (the session row says nobody), then a visitor opens the same page in this tab.
    await db.session.put({ key: SESSION_KEY, user: null, fetchedAt: Date.now() });
    serve(item, null);
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await screen.findByRole('alert');
    expect(field(p.message).value).toBe('');
    expect(field(p.email).value).toBe('');
  });

  it('checks the fields as the server does, and sends nothing while one is wrong', async () => {
    const item = makeItem();
    const user = renter();
    await signIn(user);
    const fetchSpy = serve(item, user);
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await formShown(p.contactTitle);
    fireEvent.change(field(p.email), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: p.send }));
    expect(await screen.findByText(contactMessages.validation.messageRequired)).toBeTruthy();
    expect(screen.getByText(contactMessages.validation.emailInvalid)).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/messages')).toBe(false);
  });

  /** A signed-in renter on the contact page, whose Send the server refuses: the message too long. */
  async function openContactTheServerRefuses(): Promise<void> {
    const item = makeItem();
    const user = renter();
    await signIn(user);
    serve(item, user, () => jsonResponse(422, { code: 'invalid-input', message: 'Please check the form', fields: { message: 'Message must be at most 2,000 characters' } }));
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await formShown(p.contactTitle);
  }

  it('a refused Send, by the form or by the server, takes focus to the first field to fix, which reads its message', async () => {
    await openContactTheServerRefuses();
    fireEvent.change(field(p.email), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: p.send }));
    // The name is the profile's; the email is the first wrong field, then the empty message.
    await waitFor(() => expect(document.activeElement).toBe(field(p.email)));
    expect(field(p.email).getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(field(p.email))).toBe(contactMessages.validation.emailInvalid);
    expect(field(p.message).getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(field(p.message))).toContain(contactMessages.validation.messageRequired);
    expect(field(p.name).getAttribute('aria-invalid')).toBeNull();

    // Put right, and refused by the server for the message: focus goes there, with the server's reason.
    fireEvent.change(field(p.email), { target: { value: 'priya@example.in' } });
    fireEvent.change(field(p.message), { target: { value: 'Hello there' } });
    (screen.getByRole('button', { name: p.send }) as HTMLButtonElement).focus();
    fireEvent.click(screen.getByRole('button', { name: p.send }));
    await waitFor(() => expect(document.activeElement).toBe(field(p.message)));
    expect(computeAccessibleDescription(field(p.message))).toContain(fieldErrorText('Message must be at most 2,000 characters'));
    expect(field(p.email).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends through the outbox with a device-made id, toasts "Message Sent!" and opens the conversation', async () => {
    const item = makeItem();
    const user = renter();
    await signIn(user);
    const fetchSpy = serve(item, user);
    const { router } = await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    await formShown(p.contactTitle);
    fireEvent.change(field(p.message), { target: { value: 'Is it free on Saturday?' } });
    fireEvent.click(screen.getByRole('button', { name: p.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION}`));
    expect(showToast).toHaveBeenCalledWith('success', contactMessages.toasts.sent);
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/messages') ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/.+/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ itemId: item.id, name: 'Priya Sharma', email: 'priya@example.in', message: 'Is it free on Saturday?' });
    expect(await db.outbox.count()).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps the text and shows the server's reason beside its field when the server refuses", async () => {
    await openContactTheServerRefuses();
    fireEvent.change(field(p.message), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: p.send }));
    expect(await screen.findByText(fieldErrorText('Message must be at most 2,000 characters'))).toBeTruthy();
    expect(field(p.message).value).toBe('Hello there');
    expect(showToast).toHaveBeenCalledWith('error', errorText({ code: 'invalid-input', message: 'Please check the form' }));
    // Given up on the device: nothing is left to send or to show as waiting.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
  });

  it('on the owner\'s own listing says so, with no form nor the note for people writing to them', async () => {
    const user = makeUser();
    const item = makeItem({ ownerId: user.id });
    await signIn(user);
    serve(item, user);
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    expect(await screen.findByRole('heading', { name: c.ownListing })).toBeTruthy();
    expect(screen.queryByRole('button', { name: p.send })).toBeNull();
    expect(screen.queryByRole('complementary', { name: p.privacyTitle })).toBeNull();
  });

  it('for a booking: "Booking Request" with check-in, check-out and the duration in days', async () => {
    const item = makeItem();
    serve(item, null);
    const start = addDays(todayInIndia(), 7);
    await renderWithRouter(<ContactPage itemId={item.id} intent="booking" start={start} end={addDays(start, 3)} />, paths);
    expect(await screen.findByRole('heading', { level: 1, name: p.bookingTitle })).toBeTruthy();
    const details = screen.getByRole('region', { name: c.bookingDetails });
    expect(details.textContent).toContain(c.checkIn);
    expect(details.textContent).toContain(c.checkOut);
    expect(details.textContent).toContain(c.days(3));
  });
});
