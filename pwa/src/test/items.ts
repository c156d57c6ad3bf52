/**
 * The test listings, as GET /api/items answers them: makeItem (a bike in Pune, a new id each call) and,
 * for the listing form's and My Listings' tests, one camera listing with a fixed id and its categories.
 */
import type { Item } from '@shared/api.ts';

let sequence = 0;

export function makeItem(overrides: Partial<Item> = {}): Item {
  sequence += 1;
  const id = `01936f5e-7c2a-7b3e-9d41-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    title: 'Royal Enfield Classic 350',
    description: 'Well kept, helmet included.',
    price: '1200.00',
    priceUnit: 'day',
    isNegotiable: false,
    categoryId: '01936f5e-0000-7000-8000-000000000001',
    categoryName: 'Bikes',
    categorySlug: 'bikes',
    location: 'Pune, Maharashtra',
    contactPhone: '+919876543210',
    imageUrls: ['/media/demo/bikes-1.webp'],
    videoUrl: null,
    ownerId: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55',
    ownerName: 'Priya Sharma',
    ownerAvatar: null,
    isVerified: false,
    isFeatured: false,
    isAvailable: true,
    availability: 'available',
    viewCount: 0,
    minRentalDuration: 1,
    maxRentalDuration: null,
    deposit: null,
    moderationStatus: 'approved',
    rejectionReason: null,
    owner: { fullName: 'Priya Sharma', profileImageUrl: null, phone: null, isVerified: true, averageRating: null, reviewCount: 0 },
    averageRating: null,
    reviewCount: 0,
    latitude: 18.52,
    longitude: 73.86,
    availableFrom: null,
    availableUntil: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export const makeItems = (count: number, overrides: Partial<Item> = {}): Item[] =>
  Array.from({ length: count }, (_, index) => makeItem({ title: `Listing ${index + 1}`, ...overrides }));

export const CAMERA_CATEGORY = { id: '0193a1b2-0000-7000-8000-000000000003', name: 'Cameras', slug: 'cameras', description: null };
export const BIKE_CATEGORY = { id: '0193a1b2-0000-7000-8000-000000000001', name: 'Bikes', slug: 'bikes', description: null };

/** The listing the form's tests edit: a camera in Pune, always the same id, owned by makeUser(). */
export function makeCameraListing(overrides: Partial<Item> = {}): Item {
  return makeItem({
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
    owner: { fullName: 'Priya Sharma', profileImageUrl: null, phone: '+919876543210', isVerified: false, averageRating: null, reviewCount: 0 },
    ...overrides,
  });
}
