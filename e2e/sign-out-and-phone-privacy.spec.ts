/**
 * In a real browser: a link on another site to /api/logout asks before signing out (the page
 * works under the CSP, no script), and an owner's profile phone reaches their listing's owner card only
 * after they tick "Show my phone number on my listings".
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './support.ts';

const EVIL = 'http://evil.example/';

/** Registers through the page's own cookie jar, so the browser is signed in. */
async function signedIn(page: Page): Promise<{ id: string }> {
  const response = await page.request.post('/api/register', { data: newAccount() });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

const authStatus = async (page: Page) => (await page.request.get('/api/auth/user')).status();

test('a link from another site to /api/logout asks first, and signs out only when confirmed', async ({ page, baseURL }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await signedIn(page);
  await page.route(EVIL, (route) => route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}/api/logout">Win a prize</a>` }));

  await page.goto(EVIL);
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of Kiraya?' })).toBeVisible();
  expect(await authStatus(page)).toBe(200);
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL('/');
  expect(await authStatus(page)).toBe(200);

  await page.goto(EVIL);
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  expect(await authStatus(page)).toBe(401);
  expect(cspViolations).toEqual([]);
});

test("an owner's profile phone shows on their listing only once they choose to show it", async ({ page }) => {
  const owner = await signedIn(page);
  const phone = '+919812345678';
  expect((await page.request.put(`/api/users/${owner.id}`, { data: { fullName: 'Meera Iyer', location: 'Kochi, Kerala', phone } })).status()).toBe(200);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: string }[];
  const created = await page.request.post('/api/items', {
    data: {
      title: 'Tripod for weddings',
      description: 'Sturdy aluminium tripod with a ball head.',
      categoryId: categories[0]?.id,
      isNegotiable: true,
      price: null,
      priceUnit: null,
      location: 'Kochi, Kerala',
      contactPhone: null,
    },
  });
  expect(created.status()).toBe(201);
  const item = (await created.json()) as { id: string };
  const ownerCard = page.getByRole('region', { name: 'Owner', exact: true });

  await page.goto(`/item/${item.id}`);
  await expect(ownerCard).toContainText('Meera Iyer');
  await expect(ownerCard).not.toContainText(phone);

  await page.goto('/profile/edit');
  const toggle = page.getByRole('checkbox', { name: 'Show my phone number on my listings' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  await page.goto(`/item/${item.id}`);
  await expect(ownerCard).toContainText(phone);
});
