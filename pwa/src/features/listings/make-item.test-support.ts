/** A realistic listing for this feature's tests: the shared test item, as a camera listed in Pune. */
import type { Item } from '@shared/api.ts';
import { makeItem as makeTestItem } from '@pwa/test/items.ts';

export const CAMERA_CATEGORY = { id: '0193a1b2-0000-7000-8000-000000000003', name: 'Cameras', slug: 'cameras', description: null };
export const BIKE_CATEGORY = { id: '0193a1b2-0000-7000-8000-000000000001', name: 'Bikes', slug: 'bikes', description: null };

export function makeItem(overrides: Partial<Item> = {}): Item {
  return makeTestItem({
    id: '0193a1b2-1111-7000-8000-00000000aaaa',
    title: 'Canon EOS 200D with 18-55 lens',
    description: 'Lightly used, with charger and a 64 GB card.',
    price: '800.00',
    categoryId: CAMERA_CATEGORY.id,
    categoryName: CAMERA_CATEGORY.name,
    categorySlug: CAMERA_CATEGORY.slug,
    location: 'Pune, Maharashtra',
    contactPhone: '+919876543210',
    imageUrls: ['/media/items/canon-1.webp'],
    ownerId: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55',
    ownerName: 'Priya Sharma',
    isVerified: false,
    viewCount: 12,
    owner: { fullName: 'Priya Sharma', profileImageUrl: null, phone: '+919876543210', isVerified: false },
    ...overrides,
  });
}
