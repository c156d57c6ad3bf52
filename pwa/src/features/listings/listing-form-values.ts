/**
 * The form's starting values (defaults: fixed pricing, per day, a city from the list), a
 * saved listing or a queued draft turned back into form values — its location counts as chosen from
 * the list when the list has it, otherwise as a custom location — and the form's values as
 * the listing fields a draft carries. A saved listing's point is left out (it may be its city's, and
 * an edit that sends none keeps it); a queued draft's is the owner's own, taken in the form, and kept.
 */
import type * as v from 'valibot';
import type { Item } from '@shared/api.ts';
import { toListingPayload, type listingFormSchema, type ListingFormValues } from '@shared/schemas/listing.ts';
import type { ListingDraft, ListingFields } from './listing-kinds.ts';
import { findCity } from '@pwa/features/cities/index.ts';
import type { MediaSelection } from './media-selection.ts';
import { markPrepared } from './prepare-media.ts';

export type ListingFormOutput = v.InferOutput<typeof listingFormSchema>;

export const emptyListingForm = (): ListingFormValues => ({
  title: '',
  description: '',
  categoryId: '',
  pricingType: 'fixed',
  price: '',
  priceUnit: 'day',
  locationType: 'predefined',
  location: '',
  customLocation: '',
  contactPhone: '',
  availableFrom: '',
  availableUntil: '',
  point: null,
});

type SavedFields = Pick<Item, 'title' | 'description' | 'categoryId' | 'isNegotiable' | 'price' | 'priceUnit' | 'location'> & {
  contactPhone?: string | null | undefined;
  /** Absent in a listing cached, or a draft queued, before listings had hours. */
  availableFrom?: string | null | undefined;
  availableUntil?: string | null | undefined;
};

/** The point a queued draft carries: one the owner took in the form (a draft sends no other). */
export function draftPoint(listing: ListingFields): ListingFormValues['point'] {
  const { latitude, longitude } = listing;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** A listing as saved (an Item) or as queued (a draft's fields, with its point), as the form shows it. */
export function formValuesFrom(saved: SavedFields, point: ListingFormValues['point'] = null): ListingFormValues {
  const negotiable = saved.isNegotiable || saved.price === null;
  const location = saved.location ?? '';
  const city = findCity(location);
  return {
    title: saved.title,
    description: saved.description,
    categoryId: saved.categoryId,
    pricingType: negotiable ? 'negotiable' : 'fixed',
    // "500.00" reads as the "500" the owner typed.
    price: negotiable ? '' : (saved.price ?? '').replace(/\.00$/, ''),
    priceUnit: saved.priceUnit ?? 'day',
    locationType: city || !location ? 'predefined' : 'custom',
    location: city ?? '',
    customLocation: city ? '' : location,
    contactPhone: saved.contactPhone ?? '',
    availableFrom: saved.availableFrom ?? '',
    availableUntil: saved.availableUntil ?? '',
    point,
  };
}

export const mediaFromItem = (item: Item): MediaSelection => ({ imageUrls: [...item.imageUrls], photos: [], videoUrl: item.videoUrl, video: null });

const asFile = (blob: Blob, name: string): File => (blob instanceof File ? blob : new File([blob], name, { type: blob.type }));

/** A draft's media back in the pickers; its files were compressed when queued and are not again. */
export function mediaFromDraft(draft: ListingDraft): MediaSelection {
  const photos = draft.photos.flatMap((photo, index) => ('file' in photo ? [asFile(photo.file, `photo-${index + 1}`)] : []));
  const video = draft.video && 'file' in draft.video ? asFile(draft.video.file, `video.${draft.video.contentType.split('/')[1] ?? 'mp4'}`) : null;
  [...photos, ...(video ? [video] : [])].forEach(markPrepared);
  return {
    imageUrls: draft.photos.flatMap((photo) => ('url' in photo ? [photo.url] : [])),
    photos,
    videoUrl: draft.video && 'url' in draft.video ? draft.video.url : null,
    video,
  };
}

/** The form's valid values as the fields of a draft (POST/PUT /api/items without the media). */
export function listingFields(values: ListingFormOutput): ListingFields {
  const payload = toListingPayload(values);
  return {
    title: payload.title,
    description: payload.description,
    categoryId: payload.categoryId,
    isNegotiable: payload.isNegotiable,
    price: payload.price,
    priceUnit: payload.priceUnit,
    location: payload.location,
    contactPhone: payload.contactPhone ?? null,
    availableFrom: payload.availableFrom ?? null,
    availableUntil: payload.availableUntil ?? null,
    ...(payload.latitude != null && payload.longitude != null ? { latitude: payload.latitude, longitude: payload.longitude } : {}),
  };
}
