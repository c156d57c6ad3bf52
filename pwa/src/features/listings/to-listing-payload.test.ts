import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listingMessages } from '@shared/messages/listings.ts';
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
      availableFrom: null,
      availableUntil: null,
      imageUrls: [],
      videoUrl: null,
    });
  });

  it('sends a negotiable price as null price and unit, whatever was typed', () => {
    expect(toListingPayload(parse({ pricingType: 'negotiable', price: '999' }))).toMatchObject({ isNegotiable: true, price: null, priceUnit: null });
  });

  it('sends the available hours of a listing priced per hour, and none for any other unit or pricing', () => {
    expect(toListingPayload(parse({ priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:30' }))).toMatchObject({ priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:30' });
    expect(toListingPayload(parse({ priceUnit: 'hour' }))).toMatchObject({ availableFrom: null, availableUntil: null });
    // Hours set while the unit was per hour stay in the form, but are not sent for another unit.
    expect(toListingPayload(parse({ priceUnit: 'day', availableFrom: '09:00', availableUntil: '21:00' }))).toMatchObject({ availableFrom: null, availableUntil: null });
    expect(toListingPayload(parse({ pricingType: 'negotiable', priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00' }))).toMatchObject({ availableFrom: null, availableUntil: null });
  });

  it('checks the hours of a listing priced per hour: both or neither, an hour apart at least, on the half hour', () => {
    const problems = (overrides: Parameters<typeof parse>[0]) => {
      const result = v.safeParse(listingFormSchema, { ...emptyListingForm(), title: 'Studio', description: 'Quiet room.', categoryId: 'c', price: '150', location: 'Pune', ...overrides });
      return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
    };
    const m = listingMessages.validation;
    expect(problems({ priceUnit: 'hour', availableFrom: '09:00', availableUntil: '' })).toEqual([['availableUntil', m.hoursBoth]]);
    expect(problems({ priceUnit: 'hour', availableFrom: '', availableUntil: '21:00' })).toEqual([['availableFrom', m.hoursBoth]]);
    expect(problems({ priceUnit: 'hour', availableFrom: '09:00', availableUntil: '09:30' })).toEqual([['availableUntil', m.hoursOrder]]);
    expect(problems({ priceUnit: 'hour', availableFrom: '09:15', availableUntil: '21:00' })).toEqual([['availableFrom', m.hoursInvalid]]);
    expect(problems({ priceUnit: 'hour', availableFrom: '23:00', availableUntil: '24:00' })).toEqual([]);
    // Hidden for another unit: what it holds is not the owner's concern.
    expect(problems({ priceUnit: 'day', availableFrom: '09:00', availableUntil: '' })).toEqual([]);
    // A draft kept before listings had hours has neither field.
    const { availableFrom: _from, availableUntil: _until, ...older } = { ...emptyListingForm(), title: 'Studio', description: 'Quiet room.', categoryId: 'c', price: '150', location: 'Pune' };
    expect(v.parse(listingFormSchema, older)).toMatchObject({ availableFrom: '', availableUntil: '' });
  });

  it('sends a point only when the owner took one in the form; a form kept before points had one reads as none', () => {
    expect(toListingPayload(parse({ point: { latitude: 18.52, longitude: 73.86 } }))).toMatchObject({ latitude: 18.52, longitude: 73.86 });
    expect(toListingPayload(parse({ point: null }))).not.toHaveProperty('latitude');
    const { point: _point, ...older } = { ...emptyListingForm(), title: 'Studio', description: 'Quiet room.', categoryId: 'c', price: '150', location: 'Pune' };
    expect(toListingPayload(v.parse(listingFormSchema, older))).not.toHaveProperty('longitude');
  });

  it('sends the custom location when that type is chosen, and keeps media passed in', () => {
    const payload = toListingPayload(parse({ locationType: 'custom', customLocation: ' Koregaon Park, Pune ', contactPhone: '+919876543210' }), {
      imageUrls: ['/media/items/a.webp'],
      videoUrl: null,
    });
    expect(payload).toMatchObject({ location: 'Koregaon Park, Pune', contactPhone: '+919876543210', imageUrls: ['/media/items/a.webp'] });
  });
});
