/**
 * The small things a new user stumbled on, each tried as that user on a 360-px phone in English and in
 * Hindi: a search offline, a gallery pick of six photos and a short video, the profile's email note and
 * phone message, a PAN as its card prints it, the verified tick beside the header's initials, no view
 * for a listing that does not exist, unread badges that do not wait for the page to settle, and a verified
 * owner first among equal matches.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatFileSize } from '../shared/src/intl.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { expect, test } from './fixtures.ts';
import { ListingForm } from './page-models/listing-form.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { mp4File, newAccount, ownerWithListing, registerAccount, renterGetsInTouch, SAMPLE_JPEG } from './support.ts';

test.use({ viewport: { width: 360, height: 780 } });

// The phone projects, in English and in Hindi; wide screens have specs of their own.
test.skip(({ isMobile }) => !isMobile, 'a new user on a 360-px phone');

/** A PAN no other test has submitted: five letters, four digits and a letter. */
function panNumber(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(6);
  const letter = (n: number) => letters[bytes[n]! % letters.length];
  return `${letter(0)}${letter(1)}${letter(2)}P${letter(3)}${String(1000 + (bytes[4]! % 9000))}${letter(5)}`;
}

/**
 * The account of `request` sends a PAN and the administrator verifies it, by the API (documents.spec.ts
 * walks the same through /admin).
 */
async function verifiedByAdministrator(browser: Browser, request: APIRequestContext, pan: string, holderName: string): Promise<void> {
  const sent = await request.post('/api/verification-documents', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { documentType: 'pan', documentNumber: pan, holderName },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const adminContext = await browser.newContext();
  try {
    expect((await adminContext.request.post('/api/login/email', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } })).status()).toBe(200);
    const verified = await adminContext.request.put(`/api/admin/verification-documents/${id}/verify`, { data: { status: 'verified' } });
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await adminContext.close();
  }
}

const mainHeading = (page: Page) => page.locator('#root h1').first();

test.describe('offline', () => {
  // The service worker is on: offline, the pages come from it, as on a phone.
  test.use({ serviceWorkers: 'allow' });

  test('a search never made on this device says it is offline, not that fetching failed', { tag: '@language' }, async ({ page, context, copy }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    const device = new OfflineDevice(page, context);
    await device.expectWorkerInControl();
    await device.goOffline();
    await new SiteHeader(page).search(`tabla ${randomUUID().slice(0, 8)}`);
    await expect(page.getByRole('heading', { name: copy.browse.search.offlineTitle })).toBeVisible();
    await expect(page.getByText(copy.browse.search.offlineText)).toBeVisible();
    await expect(page.getByText(copy.browse.search.failed)).toHaveCount(0);
    // Back online, the search runs by itself.
    await device.goOnline();
    await expect(page.getByText(copy.browse.search.empty, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.browse.search.offlineTitle })).toHaveCount(0);
  });
});

test('six photos picked at once add the first five and say the rest were left out; a short video shows its size in kB', { tag: '@language' }, async ({ page, copy, lang }) => {
  await registerAccount(page.request, newAccount());
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.expectTitle('create');
  const { media } = copy.listings;
  await form.pickPhotos(['1', '2', '3', '4', '5', '6'].map((n) => ({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: SAMPLE_JPEG })));
  const leftOut = page.getByText(media.tooManyPhotosAdded(5, 5).text, { exact: false });
  await expect(leftOut.first()).toBeVisible();
  await expect(form.removePhoto(5)).toBeVisible();
  await expect(form.removePhoto(6)).toHaveCount(0);
  await form.removePhoto(5).click();
  await expect(leftOut).toHaveCount(0);

  // 300 kB read "0.29 MB", and a smaller clip "0.00 MB".
  const size = 300 * 1024;
  await form.pickVideo({ name: 'short.mp4', mimeType: 'video/mp4', buffer: mp4File(size) });
  await expect(form.main.getByText(formatFileSize(size, lang), { exact: true })).toBeVisible();
  await expect(form.main.getByText(/MB$/)).toHaveCount(0);
});

test('a password account is not told a provider manages its email, and a bad phone gets the listing form\'s message', { tag: '@language' }, async ({ page, copy }) => {
  await registerAccount(page.request, newAccount());
  await page.goto('/profile/edit');
  const edit = copy.profile.edit;
  await expect(page.getByRole('heading', { level: 1, name: edit.title })).toBeVisible();
  await expect(page.getByText(edit.emailNotePassword)).toBeVisible();
  await expect(page.getByText(edit.emailNote)).toHaveCount(0);

  // The form checks before it sends: by the time its message shows, a save would have been asked for.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/users\/[^/]+$/.test(request.url())) saves.push(request.url());
  });
  await page.getByLabel(edit.phone).fill('12345');
  await page.getByRole('button', { name: edit.save }).click();
  await expect(page.getByText(copy.listings.validation.phoneInvalid)).toBeVisible();
  expect(saves).toEqual([]);
});

test('a PAN is shown as its card prints it, and a verified owner\'s tick sits clear of the header\'s initials', { tag: '@language' }, async ({ page, browser, copy }) => {
  const account = { ...newAccount(), fullName: 'Ravi Kumar' };
  await registerAccount(page.request, account);
  await page.goto('/profile/edit');
  const section = page.getByRole('region', { name: copy.documents.section.heading });
  await section.getByLabel(copy.documents.section.typeLabel).selectOption({ label: copy.documents.typeLabels.pan });
  const number = section.getByLabel(copy.documents.section.numberLabel);
  const pan = panNumber();
  await number.pressSequentially(pan.toLowerCase());
  // Not "ABCD E123 4F": a PAN has no groups.
  await expect(number).toHaveValue(pan);

  await verifiedByAdministrator(browser, page.request, pan, account.fullName);

  await page.goto('/profile/edit');
  await expect(section.getByText(copy.documents.section.verifiedTitle, { exact: true })).toBeVisible();
  const avatar = page.getByRole('banner').getByRole('button', { name: copy.messages.header.accountMenu });
  const tick = avatar.locator('svg.lucide-badge-check');
  await expect(tick).toBeVisible();
  // Both boxes read in one go from the avatar as it is then: the header draws it afresh when the
  // session check brings the verified account in, and a box read from an element it replaced is empty.
  type Box = { x: number; y: number; width: number; height: number };
  const boxes = async (): Promise<[Box, Box] | null> =>
    avatar.evaluate((button) => {
      const tickElement = button.querySelector('svg.lucide-badge-check');
      // The innermost element holding just the initials (the avatar's wrapper holds the tick too).
      const initialsElement = Array.from(button.querySelectorAll('span')).find((span) => span.textContent === 'RK' && span.children.length === 0);
      if (!tickElement || !initialsElement) return null;
      const range = document.createRange();
      range.selectNodeContents(initialsElement);
      const box = ({ x, y, width, height }: DOMRect): Box => ({ x, y, width, height });
      return [box(tickElement.getBoundingClientRect()), box(range.getBoundingClientRect())];
    });
  await expect.poll(boxes).not.toBeNull();
  const [tickBox, initialsBox] = (await boxes()) ?? [];
  if (!tickBox || !initialsBox) throw new Error('the tick or the initials are not laid out');
  const overlaps = tickBox.x < initialsBox.x + initialsBox.width && initialsBox.x < tickBox.x + tickBox.width && tickBox.y < initialsBox.y + initialsBox.height && initialsBox.y < tickBox.y + tickBox.height;
  expect(overlaps).toBe(false);
});

test('a listing that does not exist records no view', { tag: '@language' }, async ({ page, browser, copy }) => {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/items\/[^/]+\/view$/.test(request.url())) views.push(request.url());
  });
  await page.goto(`/item/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: copy.browse.item.notFound })).toBeVisible();
  // A real listing's view is posted once the server has answered: one is, so none above was only late.
  const ownerContext = await browser.newContext();
  const { itemId } = await ownerWithListing(ownerContext.request, `Tabla set ${randomUUID().slice(0, 8)}`);
  await ownerContext.close();
  const viewed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/items/${itemId}/view`));
  await page.goto(`/item/${itemId}`);
  await viewed;
  expect(views).toEqual([expect.stringContaining(itemId)]);
});

test('a phone signed in for the first time shows its unread badge without waiting for the page to settle', { tag: '@language' }, async ({ page, browser, copy }) => {
  const ownerContext = await browser.newContext();
  const { owner, itemId } = await ownerWithListing(ownerContext.request, `Tripod ${randomUUID().slice(0, 8)}`);
  await ownerContext.close();
  await renterGetsInTouch(browser, itemId);
  // A busy phone that is never idle: whatever waits for the page to settle never runs.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  expect((await page.request.post('/api/login/email', { data: { username: owner.username, password: owner.password } })).status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: copy.messages.header.accountMenuWithUnread(1) })).toBeVisible();
});

test("among equal matches a verified owner's listing comes first", { tag: '@language' }, async ({ page, browser, copy }) => {
  const word = `tanpura${randomBytes(4).toString('hex')}`;
  const title = `Tanpura ${word}, tuned and ready`;
  // The verified owner's listing is the older of the two, so newest-first alone would put it second.
  const verifiedContext = await browser.newContext();
  const { owner, itemId: verifiedItem } = await ownerWithListing(verifiedContext.request, title);
  const otherContext = await browser.newContext();
  const { itemId: otherItem } = await ownerWithListing(otherContext.request, title);
  await otherContext.close();
  await verifiedByAdministrator(browser, verifiedContext.request, panNumber(), owner.fullName);
  await verifiedContext.close();

  await page.goto(`/search?q=${word}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().locator(`a[href="/item/${verifiedItem}"]`).first()).toBeAttached();
  await expect(cards.first().getByRole('img', { name: copy.browse.item.verified })).toBeVisible();
  await expect(cards.nth(1).locator(`a[href="/item/${otherItem}"]`).first()).toBeAttached();
});
