/** A realistic listing as the API returns it, for this feature's tests. */
import type { Item } from '@shared/api.ts';

export const CAMERA_CATEGORY = { id: '0193a1b2-0000-7000-8000-000000000003', name: 'Cameras', slug: 'cameras', description: null };
export const BIKE_CATEGORY = { id: '0193a1b2-0000-7000-8000-000000000001', name: 'Bikes', slug: 'bikes', description: null };

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: '0193a1b2-1111-7000-8000-00000000aaaa',
    title: 'Canon EOS 200D with 18-55 lens',
    description: 'Lightly used, with charger and a 64 GB card.',
    price: '800.00',
    priceUnit: 'day',
    isNegotiable: false,
    categoryId: CAMERA_CATEGORY.id,
    categoryName: CAMERA_CATEGORY.name,
    categorySlug: CAMERA_CATEGORY.slug,
    location: 'Pune, Maharashtra',
    contactPhone: '+919876543210',
    imageUrls: ['/media/items/canon-1.webp'],
    videoUrl: null,
    ownerId: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55',
    ownerName: 'Priya Sharma',
    ownerAvatar: null,
    isVerified: false,
    isFeatured: false,
    isAvailable: true,
    availability: 'available',
    viewCount: 12,
    minRentalDuration: 1,
    maxRentalDuration: null,
    deposit: null,
    moderationStatus: 'approved',
    rejectionReason: null,
    owner: { fullName: 'Priya Sharma', profileImageUrl: null, phone: '+919876543210', isVerified: false },
    averageRating: null,
    reviewCount: 0,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
