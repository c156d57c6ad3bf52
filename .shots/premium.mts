import { chromium } from '@playwright/test';
import { randomBytes } from 'node:crypto';
const base = 'http://localhost:3399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [width, dark] of [[390, false], [360, true]] as const) {
  const tag = `${width}-${dark ? 'dark' : 'light'}`;
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 844 }, colorScheme: dark ? 'dark' : 'light', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: /sign in|log in|login/i }).first().click().catch(() => undefined);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/auth-dialog-${tag}.png` });
  const id = randomBytes(3).toString('hex');
  await page.request.post('/api/register', { data: { fullName: 'Anita Desai', username: `anita_${id}`, email: `anita_${id}@example.in`, password: 'chai-and-rain-42' } });
  await page.goto('/dashboard?tab=premium');
  await page.getByText('Best Value').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/premium-${tag}.png`, fullPage: true });
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium Yearly' }) }).getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/premium-checkout-${tag}.png` });
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await page.getByText('Payment successful').waitFor();
  await page.waitForTimeout(5500);
  await page.screenshot({ path: `/tmp/shots/premium-paid-${tag}.png`, fullPage: true });
  await context.close();
}
await browser.close();
