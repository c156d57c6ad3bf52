/**
 * Reporting: a renter reports a listing from its page (once: a second report says it is already
 * in), then a message the owner wrote, blocking the owner in that conversation at the same time, then
 * the owner from the conversation's menu; and an owner from their card on a listing's page.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { MessageThread } from './page-models/messages-page.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

test('a renter reports a listing and a message, blocking its sender', { tag: '@journey' }, async ({ page, request, copy }) => {
  const t = copy.reports;
  const toast = (text: string) => page.locator('[data-sonner-toast]').getByText(text);
  const title = `Honda Activa ${randomUUID().slice(0, 8)}`;
  const { itemId } = await ownerWithListing(request, title);
  await registerAccount(page.request, newAccount());

  // The listing, from its page. The dialog's code loads when it is wanted, not with the page.
  const dialogCode: string[] = [];
  page.on('request', (asked) => {
    if (/\/assets\/report-dialog-[\w-]+\.js$/.test(asked.url())) dialogCode.push(asked.url());
  });
  await page.goto(`/item/${itemId}`);
  const reportListing = page.getByRole('button', { name: t.reportListing });
  await expect(reportListing).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dialogCode).toEqual([]);
  await reportListing.click();
  let dialog = page.getByRole('dialog', { name: t.dialogTitle.item });
  await expect(dialog).toBeVisible();
  expect(dialogCode).toHaveLength(1);
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByText(t.validation.reason)).toBeVisible();
  await dialog.getByRole('radio', { name: t.reasons.scam }).check();
  await dialog.getByLabel(t.detailsLabel).fill('The owner wants the full amount on UPI before showing the scooter.');
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(toast(t.thanksTitle)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Once is enough while it is open.
  await reportListing.click();
  dialog = page.getByRole('dialog', { name: t.dialogTitle.item });
  await dialog.getByRole('radio', { name: t.reasons.prohibited }).check();
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(toast(copy.errors.byCode['report-exists'])).toBeVisible();
  await dialog.getByRole('button', { name: t.cancel }).click();
  // Focus goes back to the button that opened it.
  await expect(reportListing).toBeFocused();

  // A message the owner wrote, reported from the conversation, its sender blocked there.
  const sent = await page.request.post('/api/messages', { headers: { 'Idempotency-Key': randomUUID() }, data: { itemId, name: 'Meera Iyer', email: 'meera@example.in', message: 'Is it free on Sunday?' } });
  const { conversationId } = (await sent.json()) as { conversationId: string };
  const ask = 'Send ₹5,000 advance to ravi@okaxis first.';
  expect((await request.post(`/api/conversations/${conversationId}/messages`, { headers: { 'Idempotency-Key': randomUUID() }, data: { message: ask } })).status()).toBe(201);
  await page.goto(`/messages/${conversationId}`);
  const thread = new MessageThread(page);
  await thread.message(ask).getByRole('button', { name: t.reportMessageFrom('Ravi Kumar') }).click();
  dialog = page.getByRole('dialog', { name: t.dialogTitle.message });
  await dialog.getByRole('radio', { name: t.reasons.scam }).check();
  await dialog.getByRole('checkbox', { name: t.alsoBlock('Ravi Kumar') }).check();
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(toast(t.blocked('Ravi Kumar'))).toBeVisible();
  const conversation = (await (await page.request.get('/api/conversations')).json()) as Array<{ id: string; blockedBy: string | null }>;
  expect(conversation.find((one) => one.id === conversationId)?.blockedBy).toBe('me');

  // The owner as a user, from the conversation's menu (already blocked: no offer to block again).
  await page.getByRole('button', { name: copy.conversations.thread.menu }).click();
  await page.getByRole('menuitem', { name: t.reportUser('Ravi Kumar') }).click();
  dialog = page.getByRole('dialog', { name: t.dialogTitle.user });
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('radio', { name: t.reasons.offensive }).check();
  await dialog.getByRole('button', { name: t.submit }).click();
  // The dialog closes only once the report is in; the message's thanks may still be on a slow screen.
  await expect(dialog).toBeHidden();
  await expect(toast(t.thanksTitle).last()).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: copy.errors.byCode['report-exists'] })).toHaveCount(0);
});

// On the phone in English: the journey above takes the report dialog through both languages and screens.
test("a renter reports a listing's owner from the listing's page", async ({ page, request, copy }) => {
  const t = copy.reports;
  const owner = `Kavya Menon ${randomUUID().slice(0, 6)}`;
  const { itemId } = await ownerWithListing(request, `Canon EOS 1500D ${randomUUID().slice(0, 8)}`, undefined, undefined, undefined, owner);
  await registerAccount(page.request, newAccount());
  await page.goto(`/item/${itemId}`);
  await page.getByRole('button', { name: t.reportUser(owner) }).click();
  let dialog = page.getByRole('dialog', { name: t.dialogTitle.user });
  await dialog.getByRole('radio', { name: t.reasons.scam }).check();
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').getByText(t.thanksTitle)).toBeVisible();
  // One open report per reporter and owner.
  await page.getByRole('button', { name: t.reportUser(owner) }).click();
  dialog = page.getByRole('dialog', { name: t.dialogTitle.user });
  await dialog.getByRole('radio', { name: t.reasons.other }).check();
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(copy.errors.byCode['report-exists'])).toBeVisible();
});
