/**
 * Media end to end: a listing's photos and video go through the form's
 * compression and the real upload calls, show on the item page (video first, with its badge) and in the
 * gallery, and an edit can drop a photo; storage that is down still lets the listing be created; the
 * profile picture changes from the dashboard's dialog and from /profile/edit, and the header follows.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Item } from '@shared/api.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { ItemPage } from './page-models/item-page.ts';
import { ListingForm, type PickedFile } from './page-models/listing-form.ts';
import { ProfileEditPage } from './page-models/profile-edit-page.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { mp4File, newAccount, recordWebm, registerAccount, SAMPLE_JPEG, SAMPLE_PNG } from './support.ts';

const jpeg = (name: string): PickedFile => ({ name, mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
const png = (name: string): PickedFile => ({ name, mimeType: 'image/png', buffer: SAMPLE_PNG });
const PHOTO_URL = /^\/media\/i\/[0-9a-f-]{36}\.webp$/;
const AVATAR_URL = /^\/media\/a\/[0-9a-f-]{36}\.webp$/;

/** Fills every required field of the listing form with a valid listing of this title. */
async function fillListing(form: ListingForm, title: string): Promise<void> {
  await form.fill({
    title,
    category: 'Cameras',
    description: 'Mirrorless body with a 16-50 lens, two batteries and a charger.',
    price: '900',
    duration: 'day',
    city: { type: 'pune', choose: 'Pune, Maharashtra' },
  });
}

/** Opens the listing from the dashboard and reads it back from the API, as saved. */
async function openSavedListing(page: Page, title: string): Promise<Item> {
  await new DashboardPage(page).listing(title).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const response = await page.request.get(`/api/items/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Item;
}

/**
 * Holds the requests for `path` until `release` is called, then lets them through to the real server:
 * what the form shows just before that call can then be checked however fast the machine is.
 */
async function holdRequests(page: Page, path: string): Promise<{ release: () => void; asked: () => number }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(path, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test('a listing with three photos and a real video: video first on the item page, the gallery both ways, then an edit drops a photo', async ({ page }) => {
  // A real video compressed in the browser, four uploads and an edit: over 30 s on a slow day (CI timed it out).
  test.slow();
  await registerAccount(page.request, newAccount());
  const title = 'Sony ZV-E10 vlog kit';
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.expectTitle('create');
  await fillListing(form, title);

  await form.pickPhotos([jpeg('front.jpg'), png('side.png'), jpeg('back.jpg')]);
  await expect(form.photo(3)).toBeVisible();
  // Recorded by this browser, so the form's compression really decodes and re-encodes it.
  const video = await recordWebm(page);
  const videoName = 'walkaround-of-the-camera-body-lens-and-both-batteries.webm';
  await form.pickVideo({ name: videoName, mimeType: 'video/webm', buffer: video });
  await expect(form.main.getByText(videoName, { exact: true })).toBeVisible();
  // A long name is cut short: the row, with its remove button, stays within the page's width.
  await expect(form.removeVideo()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // Held at the video's upload call, the progress bar says the compression ran to its end and the
  // queued listing's uploads have begun (the outbox asks for every upload URL before sending bytes).
  const videoUpload = await holdRequests(page, '**/api/upload/video');
  await form.submitButton('create').click();
  await expect(form.progress('Uploading photos: 0%')).toBeVisible();
  await form.expectSaving('create');
  videoUpload.release();
  await expect(page.getByText('Listing Created!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  const item = await openSavedListing(page, title);
  expect(item.imageUrls).toHaveLength(3);
  for (const url of item.imageUrls) expect(url).toMatch(PHOTO_URL);
  expect(item.videoUrl).toMatch(/^\/media\/v\/[0-9a-f-]{36}\.webm$/);
  const [first, second, third] = item.imageUrls as [string, string, string];

  // The video comes first, with its badge and the first photo as its poster, and it really plays.
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);
  await expect(itemPage.video()).toHaveAttribute('src', item.videoUrl ?? '');
  await expect(itemPage.video()).toHaveAttribute('poster', first);
  await expect(itemPage.videoBadge()).toBeVisible();
  await expect.poll(() => itemPage.video().evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  await itemPage.expectThumbnails(['Show the video', 'Show picture 1 of 3', 'Show picture 2 of 3', 'Show picture 3 of 3']);
  await expect(itemPage.thumbnail('Show the video')).toHaveAttribute('aria-current', 'true');

  // The gallery holds the photos only, counted from 1, and wraps both ways.
  const gallery = await itemPage.openGallery(title, 'Show picture 1 of 3');
  await gallery.expectPhoto(1, 3, first);
  await gallery.next.click();
  await gallery.expectPhoto(2, 3, second);
  await gallery.next.click();
  await gallery.expectPhoto(3, 3, third);
  await gallery.next.click();
  await gallery.expectPhoto(1, 3, first);
  await gallery.previous.click();
  await gallery.expectPhoto(3, 3, third);
  await gallery.previous.click();
  await gallery.expectPhoto(2, 3, second);
  await expect(gallery.dialog.locator('video')).toHaveCount(0);
  await gallery.dialog.getByRole('button', { name: 'Close gallery' }).click();
  await expect(gallery.dialog).toBeHidden();
  // The page followed the gallery: the photo last seen replaces the video in the main view.
  await expect(itemPage.mainPhoto(title)).toHaveAttribute('src', second);
  await itemPage.thumbnail('Show the video').click();
  await expect(itemPage.video()).toBeVisible();

  // Edit: the saved photos and video are in the form; drop the middle photo and save.
  await page.goto(`/item/${item.id}/edit`);
  await form.expectTitle('edit');
  await expect(form.photo(3)).toHaveAttribute('src', third);
  await expect(form.main.getByText('Current video', { exact: true })).toBeVisible();
  await form.removePhoto(2).click();
  await expect(form.photo(3)).toBeHidden();
  await expect(form.photo(2)).toHaveAttribute('src', third);
  await form.submitButton('edit').click();
  await expect(page.getByText('Listing Updated!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  const edited = await openSavedListing(page, title);
  expect(edited.imageUrls).toEqual([first, third]);
  expect(edited.videoUrl).toBe(item.videoUrl);
  await expect(itemPage.video()).toHaveAttribute('src', item.videoUrl ?? '');
  await itemPage.expectThumbnails(['Show the video', 'Show picture 1 of 2', 'Show picture 2 of 2']);
  await expect(page.getByRole('main').locator(`img[src="${second}"]`)).toHaveCount(0);
  const shorter = await itemPage.openGallery(title, 'Show picture 2 of 2');
  await shorter.expectPhoto(2, 2, third);
  await shorter.next.click();
  await shorter.expectPhoto(1, 2, first);
});

test('a video the browser cannot play is uploaded as picked, after the "Compression failed" notice', async ({ page }) => {
  await registerAccount(page.request, newAccount());
  const title = 'GoPro Hero 9 with chest mount';
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await fillListing(form, title);
  // A real MP4 container with no frames in it: the server takes it, no browser can decode it.
  await form.pickVideo({ name: 'helmet-cam.mp4', mimeType: 'video/mp4', buffer: mp4File() });

  // Held at the upload call, the compression notice stays up until it has been read.
  const videoUpload = await holdRequests(page, '**/api/upload/video');
  await form.submitButton('create').click();
  await expect(page.getByText('Compression failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Using original video instead.', { exact: true })).toBeVisible();
  videoUpload.release();
  await expect(page.getByText('Listing Created!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  const item = await openSavedListing(page, title);
  expect(item.imageUrls).toEqual([]);
  expect(item.videoUrl).toMatch(/^\/media\/v\/[0-9a-f-]{36}\.mp4$/);
  const itemPage = new ItemPage(page);
  await expect(itemPage.video()).toHaveAttribute('src', item.videoUrl ?? '');
  await expect(itemPage.videoBadge()).toBeVisible();
  // A video alone has no thumbnails to switch between.
  await itemPage.expectThumbnails([]);
});

test('with storage unavailable the listing is still created, and the toast gives the server\'s message', async ({ page }) => {
  // It waits out a whole toast (5 s) on top of a save with media.
  test.slow();
  await registerAccount(page.request, newAccount());
  const title = 'Fujifilm X-T30 body';
  const serverMessage = 'Media storage is being moved to a new disk. Please add photos again in an hour.';
  // The server's own 503 is covered by its integration tests; here the browser only needs to meet one.
  await page.route('**/api/upload/images', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: serverMessage, code: 'storage-unavailable' }) }),
  );
  const videoAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/upload/video') videoAsked.push(request.url());
  });
  // The listing itself reaches the server only once the notice shown during the save has run its
  // course, as on a slow connection or a busy server: the owner must still be told on arrival.
  let letCreateThrough = (): void => undefined;
  const createHeld = new Promise<void>((resolve) => {
    letCreateThrough = resolve;
  });
  await page.route('**/api/items', async (route) => {
    if (route.request().method() === 'POST') await createHeld;
    await route.continue();
  });

  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await fillListing(form, title);
  await form.pickPhotos([jpeg('front.jpg'), png('top.png')]);
  await form.pickVideo({ name: 'shutter.mp4', mimeType: 'video/mp4', buffer: mp4File() });
  await form.submitButton('create').click();
  // A toast under the pointer waits for it to leave (sonner pauses on hover); on a desktop the
  // pointer is left where the submit button was, which can be where the toast appears.
  await page.mouse.move(0, 0);

  const notice = page.getByText('Object Storage Not Configured', { exact: true });
  await expect(notice).toBeVisible();
  await expect(page.getByText(serverMessage, { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
  letCreateThrough();

  await expect(page).toHaveURL('/dashboard');
  await expect(notice).toBeVisible();
  await expect(page.getByText(serverMessage, { exact: true })).toBeVisible();
  // One toast at a time: "Listing Created!" would have hidden the notice, so it is not shown.
  await expect(page.getByText('Listing Created!', { exact: true })).toBeHidden();

  const item = await openSavedListing(page, title);
  expect(item.imageUrls).toEqual([]);
  expect(item.videoUrl).toBeNull();
  // Storage that refused the photos was not asked to take the video too.
  expect(videoAsked).toEqual([]);
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);
  // The placeholder stands in: no photo, no video, no thumbnails.
  await expect(itemPage.mainPhoto(title)).toHaveCount(0);
  await expect(itemPage.video()).toHaveCount(0);
  await itemPage.expectThumbnails([]);
});

test.describe('profile picture', () => {
  test('changed from the dashboard dialog, it shows in the header at once and after a reload', async ({ page }) => {
    await registerAccount(page.request, newAccount());
    const dashboard = new DashboardPage(page);
    const header = new SiteHeader(page);
    await dashboard.goto();
    await header.expectSignedIn('MI');
    await expect(header.avatarImage()).toHaveCount(0);

    const dialog = await dashboard.openPictureDialog();
    await expect(dialog.save).toBeDisabled();
    await dialog.choose(png('me.png'));
    await dialog.expectPreview();
    await expect(dialog.root.getByText('Choose Another Image', { exact: true })).toBeVisible();
    await dialog.save.click();
    await expect(page.getByText('Profile picture updated!', { exact: true })).toBeVisible();
    await expect(dialog.root).toBeHidden();

    await expect(header.avatarImage()).toHaveAttribute('src', AVATAR_URL);
    const src = (await header.avatarImage().getAttribute('src')) ?? '';
    await expect(dashboard.pictureButton().locator('img')).toHaveAttribute('src', src);
    const picture = await page.request.get(src);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');

    // Saved on the server, not only on this device.
    await page.reload();
    await expect(header.avatarImage()).toHaveAttribute('src', src);
  });

  test('changed from /profile/edit, with that page\'s toast', async ({ page }) => {
    await registerAccount(page.request, newAccount());
    const profile = new ProfileEditPage(page);
    const header = new SiteHeader(page);
    await profile.goto();
    await expect(profile.avatarImage()).toHaveCount(0);

    const dialog = await profile.openPictureDialog();
    await dialog.choose(jpeg('portrait.jpg'));
    await dialog.expectPreview();
    await dialog.save.click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText('Profile picture updated successfully!', { exact: true })).toBeVisible();
    await expect(dialog.root).toBeHidden();

    await expect(profile.avatarImage()).toHaveAttribute('src', AVATAR_URL);
    const src = (await profile.avatarImage().getAttribute('src')) ?? '';
    await expect(header.avatarImage()).toHaveAttribute('src', src);
  });
});
