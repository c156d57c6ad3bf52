import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
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
const FAILED = 'Failed to update profile picture. Please try again.';

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
  fireEvent.click(await screen.findByRole('button', { name: 'Change profile picture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile Picture' });
  return { ...server, dialog };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });
const headerAvatarSrc = () => screen.getByRole('button', { name: 'Account menu', hidden: true }).querySelector('img')?.getAttribute('src');

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
    expect(within(dialog).getByText('JPG or PNG, max 5MB')).toBeTruthy();
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile/edit');
  });

  it('previews the chosen image, uploads it in three calls with the query stripped, and shows it everywhere', async () => {
    const file = pictureFile('selfie.png', 'image/png');
    const { dialog, profileCalls } = await openDashboard();
    choose(file);
    expect(within(dialog).getByRole('img', { name: 'Preview of your new profile picture' }).getAttribute('src')).toBe('blob:preview-1');
    fireEvent.click(saveButton(dialog));

    await expectToast('Profile picture updated!');
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
    expect(screen.getByRole('button', { name: 'Change profile picture' }).querySelector('img')?.getAttribute('src')).toBe(OBJECT_PATH);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it.each([
    ['a PDF', pictureFile('aadhaar.pdf', 'application/pdf'), 'Invalid file type', 'Please select an image file (JPG, PNG, etc.)'],
    ['a file with no type', pictureFile('photo', ''), 'Invalid file type', 'Please select an image file (JPG, PNG, etc.)'],
    ['an image over 5 MB', pictureFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), 'File too large', 'Please select an image under 5MB'],
  ])('refuses %s with the spec text, shows no preview and uploads nothing', async (_, file, title, text) => {
    const { dialog, profileCalls } = await openDashboard();
    choose(file);
    await expectToast(title, text);
    expect(within(dialog).getByRole('alert').textContent).toContain(text);
    expect(within(dialog).queryByRole('img', { name: 'Preview of your new profile picture' })).toBeNull();
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
    fireEvent.error(within(dialog).getByRole('img', { name: 'Preview of your new profile picture' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Error reading file');
    expect(saveButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('gives "Object Storage Not Configured" with the server message on a 503, and nothing else', async () => {
    const message = 'Picture storage is switched off on this server.';
    const { dialog, profileCalls } = await openDashboard({ uploadUrl: () => jsonResponse(503, { message, code: 'storage-unavailable' }) });
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    await expectToast('Object Storage Not Configured', message);
    // The save has ended (every toast it shows is on the page by then): it showed that one alone.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Saving...' })).toBeNull());
    expect(toastTitles()).toEqual(['Object Storage Not Configured']);
    expect(within(dialog).getByRole('alert').textContent).toContain(message);
    expect(profileCalls()).toHaveLength(1);
    expect((await readSession())?.user?.profileImageUrl).toBeNull();
  });

  it.each<[string, FakeServerScript, string, number]>([
    ['getting the upload URL', { uploadUrl: () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal-error' }) }, 'Failed to get upload URL', 1],
    ['uploading the file', { upload: () => jsonResponse(415, { message: 'That file is not a picture we can read.', code: 'unsupported-media-type' }) }, 'Failed to upload file', 2],
    ['setting the picture', { picture: () => jsonResponse(400, { message: 'Please check the highlighted fields.', code: 'invalid-input' }) }, 'Failed to update profile picture', 3],
  ])('when %s fails: the "Upload failed" toast, the failed step in the dialog, no later call', async (_, script, step, callCount) => {
    const { dialog, profileCalls } = await openDashboard(script);
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    await expectToast('Upload failed', FAILED);
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
    await expectToast('Upload failed', FAILED);
    expect(within(dialog).getByRole('alert').textContent).toContain('You appear to be offline');
  });

  it('disables everything and cannot be closed while saving', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { dialog } = await openDashboard({ upload: () => new Promise<Response>((resolve) => (finish = resolve)) });
    choose(pictureFile());
    fireEvent.click(saveButton(dialog));
    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Choose Another Image') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('Uploading your picture...');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    // Escape is handled as it is pressed (a close would have happened within fireEvent's act).
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    finish(jsonResponse(200, { objectPath: OBJECT_PATH }));
    await expectToast('Profile picture updated!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('forgets the chosen picture on Cancel', async () => {
    const { dialog, profileCalls } = await openDashboard();
    choose(pictureFile());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change profile picture' }));
    const reopened = await screen.findByRole('dialog', { name: 'Profile Picture' });
    expect(within(reopened).queryByRole('img', { name: 'Preview of your new profile picture' })).toBeNull();
    expect(saveButton(reopened).hasAttribute('disabled')).toBe(true);
    expect(profileCalls()).toEqual([]);
  });
});
