/**
 * The form's starting values (spec §9 defaults: fixed pricing, per day, a city from the list) and
 * an existing listing turned back into form values: its location counts as chosen from the list when
 * the list has it, otherwise as a custom location (spec §2).
 */
import type { Item } from '@shared/api.ts';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import { findCity } from '@pwa/features/cities/index.ts';
import type { MediaSelection } from './media-selection.ts';

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
});

export function formValuesFromItem(item: Item): ListingFormValues {
  const negotiable = item.isNegotiable || item.price === null;
  const location = item.location ?? '';
  const city = findCity(location);
  return {
    title: item.title,
    description: item.description,
    categoryId: item.categoryId,
    pricingType: negotiable ? 'negotiable' : 'fixed',
    // "500.00" reads as the "500" the owner typed.
    price: negotiable ? '' : (item.price ?? '').replace(/\.00$/, ''),
    priceUnit: item.priceUnit ?? 'day',
    locationType: city || !location ? 'predefined' : 'custom',
    location: city ?? '',
    customLocation: city ? '' : location,
    contactPhone: item.contactPhone ?? '',
  };
}

export const mediaFromItem = (item: Item): MediaSelection => ({ imageUrls: [...item.imageUrls], photos: [], videoUrl: item.videoUrl, video: null });
