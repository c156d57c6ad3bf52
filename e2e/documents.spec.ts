/**
 * Identity documents end to end: a user sends an Aadhaar with two photos; the administrator (made with
 * `npm run admin -- grant`, e2e/start-server.ts) sees it pending with the full number and photos and
 * rejects it with a reason, which erases the photos; the user resubmits; the administrator verifies it; the user's
 * listing shows the verified tick. Someone else on /admin is shown "Access Denied" and sent to /.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { verhoeffDigit } from '../shared/src/documents/verhoeff.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { AdminPage } from './page-models/admin-page.ts';
import { DocumentVerification } from './page-models/document-verification.ts';
import { ownerWithListing, registerAccount, newAccount, SAMPLE_JPEG, SAMPLE_PNG } from './support.ts';

/** A valid Aadhaar number that no other test uses: 11 random digits (not starting 0 or 1) and its check digit. */
function aadhaarNumber(): string {
  const first11 = String(2 + Math.floor(Math.random() * 8)) + String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  return first11 + verhoeffDigit(first11);
}

const grouped = (number: string) => number.replace(/(.{4})(?=.)/g, '$1 ');

async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/login/email', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  return page;
}

/** Whether the verified tick inside `button` covers any part of the avatar's initials. */
function tickOverlapsInitials(button: Element): boolean {
  const tick = button.querySelector('svg.lucide-badge-check')?.getBoundingClientRect();
  const initials = [...button.querySelectorAll('span')].find((span) => /^[A-Z]{1,2}$/.test(span.textContent?.trim() ?? '') && span.children.length === 0);
  const text = initials?.firstChild;
  if (!tick || !text) throw new Error('the avatar shows no initials or no tick');
  const range = document.createRange();
  range.selectNodeContents(text);
  const box = range.getBoundingClientRect();
  return tick.left < box.right && box.left < tick.right && tick.top < box.bottom && box.top < tick.bottom;
}

test('an Aadhaar is sent with photos, rejected with a reason, resubmitted and verified, and the listing shows the tick', async ({ page, browser }) => {
  test.slow();
  // Its own title: both projects (and reruns) share the server and its search.
  const title = `Sony A7 III with 28-70 lens ${randomBytes(3).toString('hex')}`;
  const { owner, itemId } = await ownerWithListing(page.request, title);
  const documents = new DocumentVerification(page);
  await documents.goto();
  const first = aadhaarNumber();
  await documents.submit({
    type: 'Aadhaar Card',
    number: first,
    holder: 'Ravi Kumar',
    photos: [
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG },
      { name: 'back.png', mimeType: 'image/png', buffer: SAMPLE_PNG },
    ],
  });
  await expect(page.getByText('Document uploaded successfully', { exact: true })).toBeVisible();
  const card = documents.card('Aadhaar Card');
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card.getByLabel(`Number ending ${first.slice(-4)}`)).toBeVisible();
  await expect(card).not.toContainText(grouped(first));

  // The administrator sees it pending, with the full number and both photos, and rejects it.
  const adminPage = await signedInAdmin(browser);
  const admin = new AdminPage(adminPage);
  await admin.goto();
  await admin.filter('Pending');
  const pending = admin.documentOf(owner.username);
  await expect(pending.getByText(grouped(first))).toBeVisible();
  const photos = pending.getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  const photoUrl = (await photos.first().getAttribute('src')) ?? '/missing';

  // A stranger cannot fetch the photo; the administrator's copy is never cached.
  const strangerContext = await browser.newContext();
  const stranger = strangerContext.request;
  await registerAccount(stranger, newAccount());
  expect((await stranger.get(photoUrl)).status()).toBe(404);
  const adminPhoto = await adminPage.request.get(photoUrl);
  expect(adminPhoto.status()).toBe(200);
  expect(adminPhoto.headers()['cache-control']).toContain('no-store');
  await strangerContext.close();

  // Rejecting erases the number and the photos: the administrator has seen them.
  await admin.reject(pending, 'The photo is blurred: the number cannot be read');
  await expect(pending.getByText(grouped(first))).toHaveCount(0);
  await admin.filter('Rejected');
  const rejected = admin.documentOf(owner.username);
  await expect(rejected.getByText('Photos deleted after the review.')).toBeVisible();
  expect((await adminPage.request.get(photoUrl)).status()).toBe(404);

  // The user sees the reason and resubmits with a new number and one photo.
  await documents.goto();
  await expect(card.getByText('Rejected')).toBeVisible();
  await expect(card.getByText('The photo is blurred: the number cannot be read')).toBeVisible();
  await card.getByRole('button', { name: 'Resubmit Document' }).click();
  const second = aadhaarNumber();
  await documents.submit({
    number: second,
    holder: 'Ravi Kumar',
    photos: [{ name: 'front-again.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG }],
    button: 'Resubmit for Verification',
  });
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card.getByLabel(`Number ending ${second.slice(-4)}`)).toBeVisible();

  // The administrator verifies the resubmission; the earlier rejection stays on record.
  await admin.goto();
  await admin.filter('Pending');
  await expect(pending.getByText(grouped(second))).toBeVisible();
  await expect(pending.getByRole('img')).toHaveCount(1);
  await expect(pending.getByText(new RegExp(`Rejected by ${E2E_ADMIN.username}`))).toBeVisible();
  await admin.verify(pending);
  await expect(pending.getByText(grouped(second))).toHaveCount(0);
  await adminPage.context().close();

  // The user is verified: the card replaces the form, and the listing shows the tick.
  await documents.goto();
  await expect(documents.root.getByText('Identity Verified', { exact: true })).toBeVisible();
  // The header's avatar carries the tick on its corner, clear of the initials.
  const avatar = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(avatar.locator('svg.lucide-badge-check')).toBeVisible();
  expect(await avatar.evaluate(tickOverlapsInitials)).toBe(false);
  await page.goto(`/item/${itemId}`);
  await expect(page.getByRole('img', { name: 'Verified owner' }).first()).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article').filter({ hasText: title }).getByRole('img', { name: 'Verified owner' })).toBeVisible();
});

test('a user who is not an administrator sees "Access Denied" on /admin and is taken home', async ({ page }) => {
  await registerAccount(page.request, newAccount());
  await page.goto('/admin');
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/verification-documents')).status()).toBe(403);
});
