/**
 * The moderators' side: a renter's report of a listing reaches the Reports & Safety tab; the
 * administrator warns the owner with a reason; the card goes, the log keeps the action, the owner
 * reads the warning and the renter the outcome in their notifications. Others get 403.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount, signInAsAdmin } from './support.ts';

test('an administrator warns the owner of a reported listing; owner and reporter are told', { tag: '@journey' }, async ({ page, browser, request, copy, lang }) => {
  const t = copy.moderation;
  const title = `Bajaj Avenger ${randomUUID().slice(0, 8)}`;
  const { itemId } = await ownerWithListing(request, title);
  const renter = await browser.newContext();
  await registerAccount(renter.request, newAccount());
  const reported = await renter.request.post('/api/reports', { headers: { 'Idempotency-Key': randomUUID() }, data: { targetType: 'item', targetId: itemId, reason: 'scam', details: 'Asked for the deposit on UPI before meeting.' } });
  expect(reported.status()).toBe(201);
  // Nobody else may see the reports.
  expect((await renter.request.get('/api/admin/reports')).status()).toBe(403);

  await signInAsAdmin(page, lang);
  await page.goto('/admin');
  await page.getByRole('tab', { name: copy.documents.admin.tabs.reports }).click();
  const card = page.getByRole('listitem', { name: title });
  await expect(card.getByText('Asked for the deposit on UPI before meeting.')).toBeVisible();
  await card.getByRole('button', { name: t.warn('Ravi Kumar') }).click();
  const dialog = page.getByRole('alertdialog', { name: t.warnTitle('Ravi Kumar') });
  const reason = 'Asking for money before the handover is not allowed on Kiraya.';
  await dialog.getByLabel(t.warnReasonLabel).fill(reason);
  await dialog.getByRole('button', { name: t.confirmWarn }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.warned('Ravi Kumar'))).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByRole('region', { name: t.logHeading }).getByText(reason).first()).toBeVisible();

  // The owner reads the warning; the renter, the outcome.
  const ownerNotices = (await (await request.get('/api/notifications')).json()) as Array<{ event: { kind: string; reason?: string } | null }>;
  expect(ownerNotices[0]?.event).toEqual({ kind: 'moderation.warned', reason });
  const renterNotices = (await (await renter.request.get('/api/notifications')).json()) as Array<{ event: { kind: string; outcome?: string } | null }>;
  expect(renterNotices[0]?.event).toEqual({ kind: 'report.reviewed', outcome: 'actioned' });
  await renter.close();
});
