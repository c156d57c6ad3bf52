/**
 * "Download my data" from the profile: the browser downloads one JSON file with the account's profile,
 * listings, conversations and devices, others named only as they show themselves.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { ownerWithListing, renterGetsInTouch } from './support.ts';

test('my data: one file with what Kiraya holds about me', { tag: '@journey' }, async ({ page, copy, browser }) => {
  const { owner, itemId } = await ownerWithListing(page.request, 'Canon EOS 1500D with two lenses');
  await renterGetsInTouch(browser, itemId);
  const t = copy.profile.data;

  await page.goto('/profile/edit');
  const section = page.getByRole('region', { name: t.heading });
  await expect(section.getByText(t.text)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: t.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kiraya-data-.+-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    profile: { email: string };
    listings: Array<{ id: string }>;
    conversations: Array<{ messages: Array<{ from: string }> }>;
    devices: Array<{ current: boolean }>;
  };
  expect(data.profile.email).toBe(owner.email);
  expect(data.listings.map((listing) => listing.id)).toContain(itemId);
  expect(data.conversations[0]?.messages[0]?.from).toBe('them');
  expect(data.devices.some((device) => device.current)).toBe(true);
});
