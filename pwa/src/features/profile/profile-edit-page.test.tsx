import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentMessages } from '@shared/messages/documents.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { profileMessages as rules } from '@shared/schemas/profile.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText, fieldErrorText } from '@pwa/lib/error-text.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { getAuthDialogState, closeAuthDialog } from '../auth/auth-dialog-store.ts';
import { readSession, saveSession } from '../auth/session-store.ts';
import { ProfileEditPage } from './profile-edit-page.tsx';
import { choose, dismissToasts, expectToast, fakeServer, OBJECT_PATH, pictureFile, type FakeServerScript } from '@pwa/test/profile-server.tsx';

const t = profilePageMessages.edit;
const picture = profilePageMessages.picture;
/** The listing phone's message, which the profile phone now shares. */
const PHONE_RULE = rules.phoneInvalid;

const user = makeUser({ fullName: 'Priya Sharma', location: 'Pune, Maharashtra', phone: null, email: 'priya@example.in' });

async function openPage(script: FakeServerScript = {}, signedIn = user) {
  const server = fakeServer(signedIn, script);
  const rendered = await renderWithRouter(
    <>
      <ProfileEditPage />
      <ToasterHost theme="light" />
    </>,
    ['/dashboard'],
  );
  await screen.findByRole('heading', { name: t.title });
  return { ...server, ...rendered };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: t.save }));

describe('ProfileEditPage', () => {
  beforeEach(async () => {
    await db.session.clear();
    await saveSession(user);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    closeAuthDialog();
    await dismissToasts();
  });

  it('says "Please log in to edit your profile." when signed out, and offers the login dialog', async () => {
    await db.session.clear();
    stubFetch(() => jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }));
    await renderWithRouter(<ProfileEditPage />);
    expect(await screen.findByRole('heading', { name: t.loggedOut })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.logIn }));
    expect(getAuthDialogState()).toBe('login');
  });

  it("tells an account that signs in through a provider that the provider keeps its email", async () => {
    // The device holds who is signed in, as the server answered it at this page load.
    const providerAccount = { ...user, hasPassword: false };
    await saveSession(providerAccount);
    await openPage({}, providerAccount);
    const email = field(t.email);
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.emailNote);
  });

  it('fills the form from the signed-in user, shows the email read-only with its note, and the 5 MB text', async () => {
    await openPage();
    expect(field(t.fullName).value).toBe('Priya Sharma');
    expect(field(t.location).value).toBe('Pune, Maharashtra');
    expect(field(t.phone).value).toBe('');
    const email = field(t.email);
    expect(email.value).toBe('priya@example.in');
    expect(email.readOnly).toBe(true);
    // A password account: its provider's note was shown to it too.
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.emailNotePassword);
    expect(screen.getByText(picture.hint(5))).toBeTruthy();
    expect(screen.queryByText(picture.hint(10))).toBeNull();
  });

  it('shows the name, location and phone rules word for word on submit and sends nothing', async () => {
    const { profileCalls } = await openPage();
    type(t.fullName, 'P');
    type(t.location, 'x'.repeat(101));
    type(t.phone, '98765');
    submit();
    await waitFor(() => expect(errorOf(t.fullName)).toBe(rules.fullNameMin));
    expect(errorOf(t.location)).toBe(rules.locationMax);
    expect(errorOf(t.phone)).toBe(PHONE_RULE);
    type(t.fullName, 'x'.repeat(101));
    type(t.location, 'P');
    type(t.phone, '+91987654321098');
    await waitFor(() => expect(errorOf(t.fullName)).toBe(rules.fullNameMax));
    expect(errorOf(t.location)).toBe(rules.locationMin);
    expect(errorOf(t.phone)).toBeUndefined();
    type(t.phone, '+9198765432109876');
    await waitFor(() => expect(errorOf(t.phone)).toBe(PHONE_RULE));
    expect(profileCalls()).toEqual([]);
  });

  it('shows the document verification section below the details form', async () => {
    await openPage();
    const section = screen.getByRole('region', { name: documentMessages.section.heading });
    const details = screen.getByRole('region', { name: t.detailsHeading });
    expect(details.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses letters in the phone with the listing phone\'s rule and message', async () => {
    const { profileCalls } = await openPage();
    type(t.phone, '98765abcde');
    submit();
    await waitFor(() => expect(errorOf(t.phone)).toBe(PHONE_RULE));
    type(t.phone, '98765 43210');
    await waitFor(() => expect(errorOf(t.phone)).toBe(PHONE_RULE));
    type(t.phone, '9876543210');
    await waitFor(() => expect(errorOf(t.phone)).toBeUndefined());
    expect(profileCalls()).toEqual([]);
  });

  it('keeps the profile phone off listings unless "Show my phone number on my listings" is ticked', async () => {
    const { profileCalls } = await openPage();
    const toggle = screen.getByRole('checkbox', { name: new RegExp(t.showPhone) }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.showPhoneHint);
    type(t.phone, '+919876543210');
    fireEvent.click(toggle);
    submit();
    await expectToast(profilePageMessages.toasts.updated.title);
    expect(JSON.parse(String(profileCalls()[0]?.init.body))).toMatchObject({ phone: '+919876543210', showPhoneOnListings: true });
    expect((await readSession())?.user?.showPhoneOnListings).toBe(true);
  });

  it('shows the toggle on for an owner who turned it on, and sends it off when unticked', async () => {
    const sharing = { ...user, phone: '+919876543210', showPhoneOnListings: true };
    await saveSession(sharing);
    const { profileCalls } = await openPage({}, sharing);
    const toggle = screen.getByRole('checkbox', { name: new RegExp(t.showPhone) }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    submit();
    await expectToast(profilePageMessages.toasts.updated.title);
    expect(JSON.parse(String(profileCalls()[0]?.init.body))).toMatchObject({ showPhoneOnListings: false });
  });

  it('saves with PUT /api/users/{id}, refreshes the signed-in user, says "Profile Updated" and goes to the dashboard', async () => {
    const { profileCalls, router } = await openPage();
    type(t.fullName, '  Priya S. Sharma ');
    type(t.location, 'Koregaon Park, Pune');
    type(t.phone, '+919876543210');
    submit();
    await expectToast(profilePageMessages.toasts.updated.title);
    const [call] = profileCalls();
    expect(call?.url).toBe(`/api/users/${user.id}`);
    expect(call?.init.method).toBe('PUT');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      fullName: 'Priya S. Sharma',
      location: 'Koregaon Park, Pune',
      phone: '+919876543210',
      showPhoneOnListings: false,
    });
    const saved = (await readSession())?.user;
    expect(saved).toMatchObject({ fullName: 'Priya S. Sharma', location: 'Koregaon Park, Pune', phone: '+919876543210', email: user.email });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says "Update Failed" with the server message, and puts field messages on their field', async () => {
    const message = 'Please check the highlighted fields.';
    const shown = errorText({ code: 'invalid-input', message });
    const { router } = await openPage({
      profile: () => jsonResponse(400, { message, code: 'invalid-input', fields: { phone: PHONE_RULE } }),
    });
    submit();
    await expectToast(profilePageMessages.toasts.updateFailed.title, shown);
    // The server's field message, as the page words it (in Hindi: "check this field").
    await waitFor(() => expect(errorOf(t.phone)).toBe(fieldErrorText(PHONE_RULE)));
    expect((await readSession())?.user).toEqual(user);
    expect(router.state.location.pathname).toBe('/');
  });

  it('falls back to "Failed to update profile. Please try again." when the server gives no message of its own', async () => {
    await openPage({ profile: () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }) });
    submit();
    await expectToast(profilePageMessages.toasts.updateFailed.title, profilePageMessages.toasts.updateFailed.fallback);
  });

  it('uploads a new picture through the same dialog, with this page\'s "Success" toast', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-2');
    const { profileCalls } = await openPage();
    fireEvent.click(screen.getByRole('button', { name: picture.changePhoto }));
    const dialog = await screen.findByRole('dialog', { name: picture.dialogTitle });
    choose(pictureFile());
    fireEvent.click(within(dialog).getByRole('button', { name: picture.save }));
    await expectToast(picture.toasts.profile.success.title, picture.toasts.profile.success.description);
    expect(profileCalls().map(({ url }) => url)).toEqual(['/api/profile/upload-url', expect.stringMatching(/^\/api\/uploads\//), '/api/profile/picture']);
    expect((await readSession())?.user?.profileImageUrl).toBe(OBJECT_PATH);
    await waitFor(() => expect(screen.getByRole('region', { name: t.pictureHeading }).querySelector('img')?.getAttribute('src')).toBe(OBJECT_PATH));
  });

  it('says "Error" when the picture upload fails on this page', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-3');
    await openPage({ upload: () => jsonResponse(413, { message: 'The request body is too large.', code: 'payload-too-large' }) });
    fireEvent.click(screen.getByRole('button', { name: picture.changePhoto }));
    const dialog = await screen.findByRole('dialog', { name: picture.dialogTitle });
    choose(pictureFile());
    fireEvent.click(within(dialog).getByRole('button', { name: picture.save }));
    await expectToast(picture.toasts.profile.failure.title, picture.toasts.profile.failure.description);
    expect(within(dialog).getByRole('alert').textContent).toContain(picture.steps.upload);
    expect((await readSession())?.user?.profileImageUrl).toBeNull();
  });
});
