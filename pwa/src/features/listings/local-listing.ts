/**
 * What a queued listing looks like on the device before the server has it: the draft's
 * fields over the listing as last saved, or, for a listing made here, a new one with the server's
 * defaults for what the form does not set. Photos and video picked here are Blobs, not URLs yet: the
 * listing shows the media it already had, and screens that want the new photos read the draft.
 */
import type { Category, Item, User } from '@shared/api.ts';
import type { ListingDraft } from './listing-kinds.ts';

/** The listing as saved, with the draft laid over it. */
export function applyDraft(item: Item, draft: ListingDraft, category?: Pick<Category, 'id' | 'name' | 'slug'>): Item {
  const { listing } = draft;
  const sameCategory = category?.id === listing.categoryId;
  return {
    ...item,
    title: listing.title,
    description: listing.description,
    categoryId: listing.categoryId,
    categoryName: sameCategory ? category.name : listing.categoryId === item.categoryId ? item.categoryName : '',
    categorySlug: sameCategory ? category.slug : listing.categoryId === item.categoryId ? item.categorySlug : '',
    isNegotiable: listing.isNegotiable,
    price: listing.price,
    priceUnit: listing.priceUnit,
    location: listing.location,
    contactPhone: listing.contactPhone ?? null,
    // A draft queued before listings had hours sends none, which the server reads as none.
    availableFrom: listing.availableFrom ?? null,
    availableUntil: listing.availableUntil ?? null,
    // A point the owner took; without one the listing keeps its point until the server says otherwise.
    ...(listing.latitude != null && listing.longitude != null ? { latitude: listing.latitude, longitude: listing.longitude } : {}),
    ...(listing.availability ? { availability: listing.availability, isAvailable: listing.availability === 'available' } : {}),
    imageUrls: draft.photos.flatMap((photo) => ('url' in photo ? [photo.url] : [])),
    videoUrl: draft.video && 'url' in draft.video ? draft.video.url : null,
  };
}

interface NewListingContext {
  owner: User;
  category?: Pick<Category, 'id' | 'name' | 'slug'> | undefined;
  now?: Date;
}

/** A listing made on this device, as the server would create it (migrations' defaults). */
export function listingFromDraft(draft: ListingDraft, { owner, category, now = new Date() }: NewListingContext): Item {
  const at = now.toISOString();
  const blank: Item = {
    id: draft.itemId,
    title: '',
    description: '',
    price: null,
    priceUnit: null,
    isNegotiable: false,
    categoryId: '',
    categoryName: '',
    categorySlug: '',
    location: null,
    contactPhone: null,
    imageUrls: [],
    videoUrl: null,
    ownerId: owner.id,
    ownerName: owner.fullName,
    ownerAvatar: owner.profileImageUrl,
    isVerified: owner.isVerified,
    isFeatured: false,
    isAvailable: true,
    availability: 'available',
    viewCount: 0,
    minRentalDuration: 1,
    maxRentalDuration: null,
    deposit: null,
    moderationStatus: 'approved',
    rejectionReason: null,
    owner: { fullName: owner.fullName, profileImageUrl: owner.profileImageUrl, phone: owner.showPhoneOnListings ? owner.phone : null, isVerified: owner.isVerified, averageRating: null, reviewCount: 0 },
    averageRating: null,
    reviewCount: 0,
    // The server places it (the city its location names) once it has it.
    latitude: null,
    longitude: null,
    availableFrom: null,
    availableUntil: null,
    createdAt: at,
    updatedAt: at,
  };
  return applyDraft(blank, draft, category);
}
