import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { jsonResponse } from '@pwa/test/stub-fetch.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { DashboardPage } from '@pwa/features/dashboard/index.ts';
import { SiteHeader } from '@pwa/features/header/index.ts';
import { readSession, saveSession } from '../auth/session-store.ts';
import { choose, dismissToasts, expectToast, fakeServer, OBJECT_PATH, pictureFile, toastTitles, UPLOAD_URL, type FakeServerScript } from '@pwa/test/profile-server.tsx';

const user = makeUser({ fullName: 'Priya Sharma' });
const t = profilePageMessages.picture;
const FAILED = t.toasts.dashboard.failure;

/** The dashboard as the app shows it: header, the guarded page (fed from the session), toasts. */
async function openDashboard(script: FakeServerScript = {}) {
  const server = fakeServer(user, script);
  await renderWithRouter(
    <>
      <SiteHeader />
      <RouteGuard>{(signedIn) => <DashboardPage user={signedIn} />}</RouteGuard>
      <ToasterHost theme="light" />
    </>,
    ['/profile/edit', '/create-listing', '/dashboard'],
  );
  fireEvent.click(await screen.findByRole('button', { name: t.changeLabel }));
  const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
  return { ...server, dialog };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t.save });
const headerAvatarSrc = () => screen.getByRole('button', { name: messages.header.accountMenu, hidden: true }).querySelector('img')?.getAttribute('src');

describe('Profile picture dialog (dashboard)', () => {
  beforeEach(async () => {
    await db.session.clear();
    await saveSession(user);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('offers the avatar and "Edit Profile" on the dashboard, and says the 5 MB limit in the dialog', async () => {
    const { dialog } = await openDashboard();
    expect(within(dialog).getByText(t.hint(5))).toBeTruthy();
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: profilePageMessages.dashboard.editProfile }).getAttribute('href')).toBe('/profile/edit');
  });

  it('previews the chosen image, uploads it in three calls with the query stripped, and shows it everywhere', async () => {
    const file = pictureFile('selfie.png', 'image/png');
    const { dialog, profileCalls } = await openDashboard();
    choose(file);
    expect(within(dialog).getByRole('img', { name: t.previewAlt }).getAttribute('src')).toBe('blob:preview-1');
    fireEvent.click(saveButton(dialog));

    await expectToast(t.toasts.dashboard.success.title);
    const calls = profileCalls();
    expect(calls.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'POST /api/profile/upload-url',
      `PUT ${UPLOAD_URL}`,
      'PUT /api/profile/picture',
    ]);
    expect(calls[0]?.init.body).toBeNull();
    expect(calls[1]?.init.body).toBe(file);
    expect(new Headers(calls[1]?.init.headers).get('Content-Type')).toBe('image/png');
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ profileImageUrl: UPLOAD_URL.split('?')[0] });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await readSession())?.user?.profileImageUrl).toBe(OBJECT_PATH);
    await waitFor(() => expect(headerAvatarSrc()).toBe(OBJECT_PATH));
    expect(screen.getByRole('button', { name: t.changeLabel }).querySelector('img')?.getAttribute('src')).toBe(OBJECT_PATH);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it.each([
    ['a PDF', pictureFile('aadhaar.pdf', 'application/pdf'), t.invalidType.title, t.invalidType.text],
    ['a file with no type', pictureFile('photo', ''), t.invalidType.title, t.invalidType.text],
    ['an image over 5 MB', pictureFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), t.tooLarge.title, t.tooLarge.text(5)],
  ])('refuses %s with a toast saying why, shows no preview and uploads nothing', async (_, file, title, text) => {
    const { dialog, profileCalls } = await openDashboard();
    choose(file);
    await expectToast(title, text);
    expect(within(dialog).getByRole('alert').textContent).toContain(text);
    expect(within(dialog).queryByRole('img', { name: t.previewAlt })).toBeNull();
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(profileCalls()).toEqual([]);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const { dialog } = await openDashboard();
    choose(pictureFile('exact.jpg', 'image/jpeg', 5 * 1024 * 1024));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(false);
  });

  it('says "Error reading file" when the browser cannot draw the chosen file, and will not save it', async () => {
    const { dialog } = await openDashboard();
    choose(pictureFile('camera.heic', 'image/heic'));
    fireEvent.error(within(dialog).getByRole('img', { name: t.previewAlt }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t.steps.read);
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('gives "Object Storage Not Configured" with the server message on a 503, and nothing else', async () => {
    const message = 'Picture storage is switched off on this server.';
    const shown = errorText({ code: 'storage-unavailable', message });
    const { dialog, profileCalls } = await openDashboard({ uploadUrl: () => jsonResponse(503, { message, code: 'storage-unavailable' }) });
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    await expectToast(t.storageNotConfigured.title, shown);
    // The save has ended (every toast it shows is on the page by then): it showed that one alone.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: t.saving })).toBeNull());
    expect(toastTitles()).toEqual([t.storageNotConfigured.title]);
    expect(within(dialog).getByRole('alert').textContent).toContain(shown);
    expect(profileCalls()).toHaveLength(1);
    expect((await readSession())?.user?.profileImageUrl).toBeNull();
  });

  it.each<[string, FakeServerScript, string, number]>([
    ['getting the upload URL', { uploadUrl: () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal-error' }) }, t.steps.uploadUrl, 1],
    ['uploading the file', { upload: () => jsonResponse(415, { message: 'That file is not a picture we can read.', code: 'unsupported-media-type' }) }, t.steps.upload, 2],
    ['setting the picture', { picture: () => jsonResponse(400, { message: 'Please check the highlighted fields.', code: 'invalid-input' }) }, t.steps.save, 3],
  ])('when %s fails: the "Upload failed" toast, the failed step in the dialog, no later call', async (_, script, step, callCount) => {
    const { dialog, profileCalls } = await openDashboard(script);
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    await expectToast(FAILED.title, FAILED.description);
    const alert = within(dialog).getByRole('alert');
    expect(alert.querySelector('.font-semibold')?.textContent).toBe(step);
    expect(profileCalls()).toHaveLength(callCount);
    // The dialog stays open with the picture, so Save tries again.
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(false);
    expect((await readSession())?.user?.profileImageUrl).toBeNull();
    expect(headerAvatarSrc()).toBeUndefined();
  });

  it('says the phone is offline when the upload URL cannot be fetched', async () => {
    const { dialog } = await openDashboard({ uploadUrl: () => Promise.reject(new TypeError('Failed to fetch')) });
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    await expectToast(FAILED.title, FAILED.description);
    expect(within(dialog).getByRole('alert').textContent).toContain(errorMessages.byCode['network-error']);
  });

  it('disables everything and cannot be closed while saving', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { dialog } = await openDashboard({ upload: () => new Promise<Response>((resolve) => (finish = resolve)) });
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    const saving = await within(dialog).findByRole('button', { name: t.saving });
    expect(saving.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: t.cancel }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: t.close }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText(t.chooseAnother) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe(t.uploading);
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    // Escape is handled as it is pressed (a close would have happened within fireEvent's act).
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    finish(jsonResponse(200, { objectPath: OBJECT_PATH }));
    await expectToast(t.toasts.dashboard.success.title);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('forgets the chosen picture on Cancel', async () => {
    const { dialog, profileCalls } = await openDashboard();
    choose(pictureFile());
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: t.changeLabel }));
    const reopened = await screen.findByRole('dialog', { name: t.dialogTitle });
    expect(within(reopened).queryByRole('img', { name: t.previewAlt })).toBeNull();
    expect(saveButton(reopened).hasAttribute('disabled')).toBe(true);
    expect(profileCalls()).toEqual([]);
  });
});
