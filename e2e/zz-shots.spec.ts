import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount, signInAsAdmin } from './support.ts';

test('shots', { tag: '@journey' }, async ({ page, browser, lang, copy }) => {
  test.setTimeout(120_000);
  const name = test.info().project.name;
  const title = `Sony A6400 ${randomUUID().slice(0, 4)}`;
  const ownerContext = await browser.newContext({ locale: test.info().project.use.locale ?? 'en-IN', viewport: { width: 360, height: 780 } });
  const { owner, itemId } = await ownerWithListing(ownerContext.request, title);
  const renter = await browser.newContext();
  await registerAccount(renter.request, newAccount());
  const ownerId = ((await (await ownerContext.request.get('/api/auth/user')).json()) as { id: string }).id;
  for (const [targetType, targetId] of [['item', itemId], ['user', ownerId]]) {
    await renter.request.post('/api/reports', { headers: { 'Idempotency-Key': randomUUID() }, data: { targetType, targetId, reason: 'scam', details: 'Asked for the full rent on UPI first.' } });
  }
  await signInAsAdmin(page, lang);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/admin');
    await page.getByRole('tab', { name: copy.documents.admin.tabs.reports }).click();
    await expect(page.getByRole('list', { name: copy.moderation.heading })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/${name}-reports-${scheme}.png`, fullPage: true });
  }
  // Hide, then the owner's views.
  const hidden = await page.request.post(`/api/admin/items/${itemId}/hide`, { headers: { 'Idempotency-Key': randomUUID() }, data: { reason: 'The photos are from a shop’s website, not your camera.' } });
  expect(hidden.status()).toBe(200);
  const ownerPage = await ownerContext.newPage();
  for (const scheme of ['light', 'dark'] as const) {
    await ownerPage.emulateMedia({ colorScheme: scheme });
    await ownerPage.goto('/dashboard');
    await expect(ownerPage.getByRole('note').first()).toBeVisible();
    await ownerPage.screenshot({ path: `/tmp/shots/${name}-dashboard-${scheme}.png`, fullPage: true });
    await ownerPage.goto(`/item/${itemId}`);
    await expect(ownerPage.getByRole('note').first()).toBeVisible();
    await ownerPage.screenshot({ path: `/tmp/shots/${name}-item-${scheme}.png`, fullPage: true });
  }
  await page.request.post(`/api/admin/users/${ownerId}/suspend`, { headers: { 'Idempotency-Key': randomUUID() }, data: { reason: 'Took advance payments for cameras he did not have.' } });
  await ownerPage.emulateMedia({ colorScheme: 'light' });
  await ownerPage.reload();
  await expect(ownerPage.locator('[data-sonner-toast]').first()).toBeVisible();
  await ownerPage.screenshot({ path: `/tmp/shots/${name}-suspended-toast.png` });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/admin');
    await page.getByRole('tab', { name: copy.documents.admin.tabs.reports }).click();
    await expect(page.getByRole('list', { name: copy.moderation.hiddenHeading })).toBeVisible();
    await page.getByRole('list', { name: copy.moderation.hiddenHeading }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/${name}-hidden-${scheme}.png`, fullPage: true });
    await page.getByRole('tab', { name: copy.documents.admin.tabs.users }).click();
    const finder = page.getByRole('search', { name: copy.userAdmin.searchLabel });
    await finder.getByRole('searchbox').fill(owner.username);
    await finder.getByRole('button', { name: copy.userAdmin.search, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(owner.username) }).waitFor();
    await page.screenshot({ path: `/tmp/shots/${name}-users-${scheme}.png`, fullPage: true });
    await page.getByRole('button', { name: new RegExp(owner.username) }).click();
    await expect(page.getByRole('group', { name: copy.userAdmin.actionsLabel })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/${name}-account-${scheme}.png`, fullPage: true });
  }
  await ownerContext.close();
  await renter.close();
});
