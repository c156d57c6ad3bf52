import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listingFormSchema, toListingPayload } from '@shared/schemas/listing.ts';
import { emptyListingForm } from './listing-form-values.ts';

const parse = (overrides: Partial<ReturnType<typeof emptyListingForm>>) =>
  v.parse(listingFormSchema, {
    ...emptyListingForm(),
    title: ' Royal Enfield Classic 350 ',
    description: 'Well kept, helmet included.',
    categoryId: '0193a1b2-0000-7000-8000-000000000001',
    price: '1500',
    location: 'Pune, Maharashtra',
    ...overrides,
  });

describe('toListingPayload', () => {
  it('sends a fixed price with its unit, trimmed text, and no phone as null', () => {
    expect(toListingPayload(parse({ priceUnit: 'week' }))).toEqual({
      title: 'Royal Enfield Classic 350',
      description: 'Well kept, helmet included.',
      categoryId: '0193a1b2-0000-7000-8000-000000000001',
      isNegotiable: false,
      price: '1500',
      priceUnit: 'week',
      location: 'Pune, Maharashtra',
      contactPhone: null,
      imageUrls: [],
      videoUrl: null,
    });
  });

  it('sends a negotiable price as null price and unit, whatever was typed', () => {
    expect(toListingPayload(parse({ pricingType: 'negotiable', price: '999' }))).toMatchObject({ isNegotiable: true, price: null, priceUnit: null });
  });

  it('sends the custom location when that type is chosen, and keeps media passed in', () => {
    const payload = toListingPayload(parse({ locationType: 'custom', customLocation: ' Koregaon Park, Pune ', contactPhone: '+919876543210' }), {
      imageUrls: ['/media/items/a.webp'],
      videoUrl: null,
    });
    expect(payload).toMatchObject({ location: 'Koregaon Park, Pune', contactPhone: '+919876543210', imageUrls: ['/media/items/a.webp'] });
  });
});
