import { chromium, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { verhoeffDigit } from '../shared/src/documents/verhoeff.ts';
import { E2E_ADMIN } from '../e2e/admin-account.ts';
import { SAMPLE_JPEG, SAMPLE_PNG } from '../e2e/support.ts';

const base = 'http://127.0.0.1:3399';
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });

async function ctx(width: number, dark: boolean) {
  return browser.newContext({ baseURL: base, viewport: { width, height: 844 }, deviceScaleFactor: 1, colorScheme: dark ? 'dark' : 'light', isMobile: true, hasTouch: true });
}
const shot = async (page: Page, name: string) => page.screenshot({ path: `${out}/${name}.png`, fullPage: true });

for (const [width, dark] of [[390, false], [360, true]] as const) {
  const tag = `${width}-${dark ? 'dark' : 'light'}`;
  const context = await ctx(width, dark);
  const page = await context.newPage();
  const id = randomBytes(3).toString('hex');
  const r = await page.request.post('/api/register', { data: { fullName: 'Ravi Kumar', username: `ravi_${id}`, email: `ravi_${id}@example.in`, password: 'chai-and-rain-42' } });
  if (r.status() !== 201) throw new Error(await r.text());
  await page.goto('/profile/edit');
  await page.getByRole('region', { name: 'Document Verification' }).waitFor();
  const section = page.getByRole('region', { name: 'Document Verification' });
  await section.getByLabel('Document type').selectOption({ label: 'Aadhaar Card' });
  const n = '23456789012';
  await section.getByLabel('Document number').pressSequentially(n + verhoeffDigit(n));
  await section.getByLabel("Holder's name").fill('Ravi Kumar');
  await section.locator('input[type=file]:not([capture])').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG },
    { name: 'back.png', mimeType: 'image/png', buffer: SAMPLE_PNG },
  ]);
  await section.scrollIntoViewIfNeeded();
  await shot(page, `profile-form-${tag}`);
  await section.getByRole('button', { name: 'Submit for Verification' }).click();
  await page.getByText('Document uploaded successfully').waitFor();
  await shot(page, `profile-pending-${tag}`);
  // A bad number
  await section.getByLabel('Document type').selectOption({ label: 'PAN Card' });
  await section.getByLabel('Document number').fill('ABC123');
  await section.getByLabel("Holder's name").fill('Ravi Kumar');
  await section.getByRole('button', { name: 'Submit for Verification' }).click();
  await page.waitForTimeout(500);
  await shot(page, `profile-bad-${tag}`);

  const adminContext = await ctx(width, dark);
  const admin = await adminContext.newPage();
  await admin.request.post('/api/login/email', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  await admin.goto('/admin');
  await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await admin.getByRole('article').first().waitFor();
  await admin.waitForTimeout(800);
  await shot(admin, `admin-${tag}`);
  await admin.getByRole('article').filter({ hasText: `@ravi_${id}` }).getByRole('button', { name: 'Reject' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reject Document' }).click();
  await admin.waitForTimeout(400);
  await admin.screenshot({ path: `${out}/admin-reject-${tag}.png` });
  await admin.getByRole('alertdialog').getByLabel('Reason (the user sees it)').fill('The photo is blurred');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reject Document' }).click();
  await admin.getByText('Document rejected').waitFor();
  await page.goto('/profile/edit');
  await page.getByText('The photo is blurred').waitFor();
  await shot(page, `profile-rejected-${tag}`);
  await page.getByRole('button', { name: 'Resubmit Document' }).click();
  await shot(page, `profile-resubmit-${tag}`);
  await adminContext.close();
  await context.close();
}
const other = await ctx(390, false);
const p = await other.newPage();
await p.goto('/admin');
await p.getByText('Access Denied').waitFor();
await shot(p, 'admin-denied-390-light');
await browser.close();
