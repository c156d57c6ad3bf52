/**
 * The moderators stop a scam: a renter's device holds a reported listing; the administrator hides it
 * (gone from search and from that device), the owner sees why on My Listings and asks for a review;
 * the administrator suspends the owner (signed out on their phone, told why, refused at sign-in),
 * then restores the account and lists the listing again from User Management and the hidden
 * listings; every step is in the log, and nobody else may make any of these calls.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount, signInAsAdmin } from './support.ts';

/** Whether the device's local store (IndexedDB, as the app keeps it) holds the listing. */
const holds = (page: Page, itemId: string): Promise<boolean> =>
  page.evaluate(
    (id) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('kiraya');
        open.onerror = () => reject(new Error('no local store'));
        open.onsuccess = () => {
          const get = open.result.transaction('items').objectStore('items').get(id);
          get.onsuccess = () => {
            resolve(get.result !== undefined);
            open.result.close();
          };
          get.onerror = () => reject(new Error('cannot read the local store'));
        };
      }),
    itemId,
  );

test('an administrator hides a reported listing and suspends its owner, then restores both', { tag: '@journey' }, async ({ page, browser, copy, lang }) => {
  test.slow();
  const t = copy.moderation;
  const localeOfTest = test.info().project.use.locale ? { locale: test.info().project.use.locale } : {};
  const word = `Zorbcam${randomUUID().slice(0, 6)}`;
  const title = `${word} mirrorless camera`;
  const ownerContext: BrowserContext = await browser.newContext({ ...localeOfTest, serviceWorkers: 'block' });
  // A name of its own: other specs' owners are reported to the same moderators at the same time.
  const name = `Ravi ${word}`;
  const { owner, itemId } = await ownerWithListing(ownerContext.request, title, '+919876543210', 0, 'cameras', name);
  const renterContext = await browser.newContext({ ...localeOfTest, serviceWorkers: 'block' });
  await registerAccount(renterContext.request, newAccount());

  // The renter finds it and opens it: their phone now holds it.
  const renterPage = await renterContext.newPage();
  await renterPage.goto(`/search?q=${word}`);
  await expect(renterPage.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await renterPage.goto(`/item/${itemId}`);
  await expect(renterPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => holds(renterPage, itemId)).toBe(true);
  const report = (targetType: string, targetId: string) =>
    renterContext.request.post('/api/reports', { headers: { 'Idempotency-Key': randomUUID() }, data: { targetType, targetId, reason: 'scam', details: 'Wants the full rent on UPI before showing the camera.' } });
  expect((await report('item', itemId)).status()).toBe(201);

  // The administrator hides it from the report.
  await signInAsAdmin(page, lang);
  await page.goto('/admin');
  await page.getByRole('tab', { name: copy.documents.admin.tabs.reports }).click();
  const reports = page.getByRole('list', { name: t.heading });
  const card = reports.getByRole('listitem', { name: title });
  await card.getByRole('button', { name: t.hide }).click();
  const hideDialog = page.getByRole('alertdialog', { name: t.hideTitle });
  const hideReason = 'The photos are of a camera sold online, not the owner’s.';
  await hideDialog.getByLabel(t.hideReasonLabel).fill(hideReason);
  await hideDialog.getByRole('button', { name: t.confirmHide }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.hid)).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByRole('list', { name: t.hiddenHeading }).getByRole('listitem', { name: title })).toBeVisible();

  // Gone from search, and from the renter's phone at its next sync.
  await renterPage.goto(`/search?q=${word}`);
  await expect(renterPage.getByRole('heading', { level: 1, name: copy.browse.search.resultsTitle })).toBeVisible();
  await expect(renterPage.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await renterPage.goto('/');
  await expect.poll(() => holds(renterPage, itemId), { timeout: 15_000 }).toBe(false);
  await renterPage.goto(`/item/${itemId}`);
  await expect(renterPage.getByRole('heading', { level: 1, name: copy.browse.item.notFound })).toBeVisible();

  // The owner sees why on My Listings, and asks for a review.
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard');
  const note = ownerPage.getByRole('article', { name: title }).getByRole('note', { name: copy.listingReview.hiddenTitle });
  await expect(note.getByText(hideReason)).toBeVisible();
  await note.getByRole('button', { name: copy.listingReview.askReview }).click();
  await expect(ownerPage.locator('[data-sonner-toast]').getByText(copy.listingReview.requested)).toBeVisible();
  await expect(ownerPage.getByRole('article', { name: title }).getByRole('note', { name: copy.listingReview.reviewRequestedTitle })).toBeVisible();

  // Reported as a user too, the owner is suspended from that report.
  const ownerId = ((await (await ownerContext.request.get('/api/auth/user')).json()) as { id: string }).id;
  expect((await report('user', ownerId)).status()).toBe(201);
  await page.reload();
  await page.getByRole('tab', { name: copy.documents.admin.tabs.reports }).click();
  const userCard = page.getByRole('list', { name: t.heading }).getByRole('listitem', { name: name });
  await userCard.getByRole('button', { name: t.suspend(name) }).click();
  const suspendDialog = page.getByRole('alertdialog', { name: t.suspendTitle(name) });
  const suspendReason = 'Took advance payments for cameras he did not have.';
  await suspendDialog.getByLabel(t.suspendReasonLabel).fill(suspendReason);
  await suspendDialog.getByRole('button', { name: t.confirmSuspend }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.suspended(name))).toBeVisible();

  // The owner's phone is signed out and told why; signing in again is refused with the same words.
  await ownerPage.reload();
  await expect(ownerPage.locator('[data-sonner-toast]').getByText(copy.account.suspendedTitle)).toBeVisible();
  const refused = await ownerContext.request.post('/api/login/email', { data: { username: owner.username, password: owner.password } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('account-suspended');

  // The administrator restores the account from User Management, where its page shows why it was suspended.
  const u = copy.userAdmin;
  await page.getByRole('tab', { name: copy.documents.admin.tabs.users }).click();
  const finder = page.getByRole('search', { name: u.searchLabel });
  await finder.getByRole('searchbox', { name: u.searchLabel }).fill(owner.username);
  await finder.getByRole('button', { name: u.search, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(owner.username) }).click();
  await expect(page.getByText(u.suspendedReason(suspendReason))).toBeVisible();
  await page.getByRole('group', { name: u.actionsLabel }).getByRole('button', { name: u.restore }).click();
  const restoreDialog = page.getByRole('alertdialog', { name: u.restoreTitle(name) });
  const restoreReason = 'Appeal heard: every advance was paid back.';
  await restoreDialog.getByLabel(u.reasonLabel).fill(restoreReason);
  await restoreDialog.getByRole('button', { name: u.restore }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(u.done.restore(name))).toBeVisible();
  const accountLog = page.getByRole('region', { name: u.logHeading });
  await expect(accountLog.getByText(restoreReason)).toBeVisible();
  await expect(accountLog.getByText(suspendReason)).toBeVisible();
  await expect(accountLog.getByText(hideReason)).toBeVisible();
  expect((await ownerContext.request.post('/api/login/email', { data: { username: owner.username, password: owner.password } })).status()).toBe(200);

  // The listing, which its owner asked to have reviewed, is listed again from the hidden listings.
  await page.getByRole('tab', { name: copy.documents.admin.tabs.reports }).click();
  const hiddenCard = page.getByRole('list', { name: t.hiddenHeading }).getByRole('listitem', { name: title });
  await expect(hiddenCard.getByText(t.reviewRequested)).toBeVisible();
  await hiddenCard.getByRole('button', { name: t.restore }).click();
  const listDialog = page.getByRole('alertdialog', { name: t.restoreTitle });
  const listReason = 'The owner put up photos of his own camera.';
  await listDialog.getByLabel(t.restoreReasonLabel).fill(listReason);
  await listDialog.getByRole('button', { name: t.confirmRestore }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.restored)).toBeVisible();
  // Every step is in the log, newest first.
  const log = page.getByRole('region', { name: t.logHeading });
  for (const reason of [listReason, restoreReason, suspendReason, hideReason]) await expect(log.getByText(reason).first()).toBeVisible();
  await renterPage.goto(`/search?q=${word}`);
  await expect(renterPage.getByRole('link', { name: title, exact: true }).first()).toBeVisible();

  // Nobody but an administrator may make any of these calls.
  const body = { data: { reason: 'x' }, headers: { 'Idempotency-Key': randomUUID() } };
  for (const [method, path] of [
    ['get', '/api/admin/items/hidden'],
    ['get', `/api/admin/users?q=${owner.username}`],
    ['get', `/api/admin/users/${ownerId}`],
    ['get', `/api/admin/moderation-log?targetId=${ownerId}`],
    ['post', `/api/admin/items/${itemId}/restore`],
    ['post', `/api/admin/users/${ownerId}/restore`],
    ['post', `/api/admin/users/${ownerId}/grant-admin`],
  ] as const) {
    const answer = method === 'get' ? await renterContext.request.get(path) : await renterContext.request.post(path, body);
    expect(answer.status(), path).toBe(403);
  }

  await ownerContext.close();
  await renterContext.close();
});
