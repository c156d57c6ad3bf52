/**
 * Listing rules: the form's values and the API payload of POST/PUT /api/items. The form
 * schema carries the form's messages; toListingPayload turns valid form values into the payload.
 */
import * as v from 'valibot';
import { PRICE_UNITS } from '../api/items.ts';
import { isTimeOfDay, minutesOf } from '../booking-hours.ts';
import { listingMessages } from '../messages/listings.ts';
import { lineText, text } from './text.ts';
import { isoDaySchema } from './booking.ts';
import { cursorParam, limitParam } from './query.ts';

const m = listingMessages.validation;
/** Photos per listing on the free plan; a paid plan allows its package's maxPhotos. */
export const MAX_PHOTOS = 5;
/**
 * The most photos any plan allows (the yearly plan's 15): the payload's absolute cap. The plan of the
 * user who saves the listing is checked by the server (items/item-service.ts).
 */
export const MAX_PHOTOS_ANY_PLAN = 15;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 120;
/** Digits with an optional 1 or 2 decimals, up to the numeric(12,2) column's ten integer digits. */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** Only digits and +, with 10 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^[0-9+]+$/.test(phone) && digits >= 10 && digits <= 15;
}

const title = v.pipe(lineText(m.titleRequired), v.minLength(1, m.titleRequired), v.maxLength(TITLE_MAX, m.titleMax));
const description = v.pipe(
  text(m.descriptionRequired),
  v.trim(),
  v.minLength(1, m.descriptionRequired),
  v.maxLength(DESCRIPTION_MAX, m.descriptionMax),
);
const categoryId = v.pipe(v.string(m.categoryRequired), v.uuid(m.categoryRequired));
const phone = v.pipe(lineText(m.phoneInvalid), v.check(isValidPhone, m.phoneInvalid));
const degrees = (max: number) => v.optional(v.nullable(v.pipe(v.number(m.pointInvalid), v.finite(m.pointInvalid), v.minValue(-max, m.pointInvalid), v.maxValue(max, m.pointInvalid))));
const openHour = v.optional(v.nullable(v.pipe(v.string(m.hoursInvalid), v.check(isTimeOfDay, m.hoursInvalid))));
const mediaUrl = v.pipe(v.string(m.mediaUrlInvalid), v.regex(/^\/media\/[A-Za-z0-9._/-]+$/, m.mediaUrlInvalid));

/** Body of POST /api/items (with an optional client-made id) and PUT /api/items/{id}. */
export const listingPayloadSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string(), v.uuid('id must be a UUID'))),
    title,
    description,
    categoryId,
    isNegotiable: v.boolean(),
    price: v.nullable(v.pipe(v.string(m.fixedPriceRequired), v.regex(PRICE_PATTERN, m.fixedPriceRequired))),
    priceUnit: v.nullable(v.picklist(PRICE_UNITS, m.fixedPriceRequired)),
    location: v.pipe(lineText(m.locationRequired), v.minLength(1, m.locationRequired), v.maxLength(LOCATION_MAX, m.locationMax)),
    contactPhone: v.optional(v.nullable(phone), null),
    imageUrls: v.optional(v.pipe(v.array(mediaUrl), v.maxLength(MAX_PHOTOS_ANY_PLAN, m.tooManyPhotosOfPlan(MAX_PHOTOS_ANY_PLAN))), []),
    videoUrl: v.optional(v.nullable(mediaUrl), null),
    availability: v.optional(v.picklist(['available', 'rented', 'unavailable'])),
    /**
     * The owner's own point for near-me search, in degrees (kept to about a kilometre). Left out, the
     * point is the city the location names (on an edit that keeps the location, the point it had).
     */
    latitude: degrees(90),
    longitude: degrees(180),
    /**
     * A listing priced per hour: the India hours it is booked between ("HH:MM", "24:00" for midnight);
     * both or neither, null for any hour. Left out of an edit, the listing keeps the hours it had.
     */
    availableFrom: openHour,
    availableUntil: openHour,
  }),
  v.forward(
    v.check((input) => (input.availableFrom ?? null) === null ? (input.availableUntil ?? null) === null : (input.availableUntil ?? null) !== null, m.hoursBoth),
    ['availableUntil'],
  ),
  v.forward(
    v.check((input) => !input.availableFrom || !input.availableUntil || minutesOf(input.availableUntil) - minutesOf(input.availableFrom) >= 60, m.hoursOrder),
    ['availableUntil'],
  ),
  v.forward(
    v.check((input) => !input.availableFrom || input.priceUnit === 'hour', m.hoursOnlyHourly),
    ['availableFrom'],
  ),
  v.forward(
    v.check((input) => (input.latitude === undefined || input.latitude === null) === (input.longitude === undefined || input.longitude === null), m.pointInvalid),
    ['latitude'],
  ),
  // Fixed pricing needs a price and a unit; negotiable sends both as null.
  v.forward(
    v.check(
      (input) => (input.isNegotiable ? input.price === null && input.priceUnit === null : input.price !== null && input.priceUnit !== null),
      m.fixedPriceRequired,
    ),
    ['price'],
  ),
);
export type ListingPayload = v.InferOutput<typeof listingPayloadSchema>;
export type ListingPayloadInput = v.InferInput<typeof listingPayloadSchema>;

/** A time of day in the form: '' when not set ("HH:MM" otherwise; a draft saved before the field existed lacks it). */
const formHour = v.optional(v.pipe(v.string(m.hoursInvalid), v.check((value) => value === '' || isTimeOfDay(value), m.hoursInvalid)), '');

/**
 * The owner's own point, taken with "Use my current location" in this form (or kept in its draft);
 * null otherwise, also when editing a listing that has one: whether that point is the owner's or its
 * city's is not known, and sending none keeps it.
 */
const formPoint = v.optional(v.nullable(v.object({ latitude: v.number(), longitude: v.number() })), null);

/** Whether the form prices the listing per hour, the only pricing its available hours are kept for. */
const pricedPerHour = (input: { pricingType: string; priceUnit: string }): boolean => input.pricingType === 'fixed' && input.priceUnit === 'hour';

/** The listing form's values and rules. */
export const listingFormSchema = v.pipe(
  v.object({
    title,
    description,
    categoryId: v.pipe(v.string(m.categoryRequired), v.minLength(1, m.categoryRequired)),
    pricingType: v.picklist(['fixed', 'negotiable']),
    price: v.string(),
    priceUnit: v.union([v.picklist(PRICE_UNITS), v.literal('')]),
    locationType: v.picklist(['predefined', 'custom']),
    location: lineText(m.locationRequired),
    customLocation: lineText(m.customLocationRequired),
    contactPhone: v.pipe(lineText(m.phoneInvalid), v.check((value) => value === '' || isValidPhone(value), m.phoneInvalid)),
    /** A listing priced per hour: the India hours it is booked between, both or neither (hidden, and not sent, otherwise). */
    availableFrom: formHour,
    availableUntil: formHour,
    point: formPoint,
  }),
  // Each message goes under the time left empty.
  v.forward(
    v.check((input) => !pricedPerHour(input) || input.availableFrom !== '' || input.availableUntil === '', m.hoursBoth),
    ['availableFrom'],
  ),
  v.forward(
    v.check((input) => !pricedPerHour(input) || input.availableUntil !== '' || input.availableFrom === '', m.hoursBoth),
    ['availableUntil'],
  ),
  v.forward(
    v.check(
      (input) => !pricedPerHour(input) || !isTimeOfDay(input.availableFrom) || !isTimeOfDay(input.availableUntil) || minutesOf(input.availableUntil) - minutesOf(input.availableFrom) >= 60,
      m.hoursOrder,
    ),
    ['availableUntil'],
  ),
  v.forward(
    v.check(
      (input) => input.pricingType === 'negotiable' || (PRICE_PATTERN.test(input.price.trim()) && input.priceUnit !== ''),
      m.fixedPriceRequired,
    ),
    ['price'],
  ),
  v.forward(
    v.check((input) => input.locationType !== 'predefined' || input.location.trim() !== '', m.locationRequired),
    ['location'],
  ),
  v.forward(
    v.check((input) => input.locationType !== 'custom' || input.customLocation.trim() !== '', m.customLocationRequired),
    ['customLocation'],
  ),
);
export type ListingFormValues = v.InferInput<typeof listingFormSchema>;

/** Valid form values → the API payload (media URLs are added by the caller after upload). */
export function toListingPayload(
  form: v.InferOutput<typeof listingFormSchema>,
  media: { imageUrls: string[]; videoUrl: string | null } = { imageUrls: [], videoUrl: null },
): ListingPayloadInput {
  const fixed = form.pricingType === 'fixed';
  // Hours set while the unit was per hour stay in the form if the owner picks another unit; they are not sent.
  const hourly = pricedPerHour(form) && form.availableFrom !== '' && form.availableUntil !== '';
  return {
    title: form.title,
    description: form.description,
    categoryId: form.categoryId,
    isNegotiable: !fixed,
    price: fixed ? form.price.trim() : null,
    priceUnit: fixed && form.priceUnit !== '' ? form.priceUnit : null,
    location: (form.locationType === 'custom' ? form.customLocation : form.location).trim(),
    contactPhone: form.contactPhone === '' ? null : form.contactPhone,
    availableFrom: hourly ? form.availableFrom : null,
    availableUntil: hourly ? form.availableUntil : null,
    // Only a point the owner took: without one the server keeps the listing's point, or uses its city's.
    ...(form.point ? { latitude: form.point.latitude, longitude: form.point.longitude } : {}),
    ...media,
  };
}

/** Most listing ids one changes call takes: a phone's cache holds a few hundred. */
export const MAX_CHANGE_IDS = 1000;

/**
 * Body of POST /api/items/changes: the ids a device holds (in the body: a thousand ids do not fit a
 * URL), the cursor of its last answer (none the first time) and the page size.
 */
export const itemChangesRequestSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string(), v.uuid('ids must be listing ids')), 'ids must be a list of listing ids'),
    v.maxLength(MAX_CHANGE_IDS, `at most ${MAX_CHANGE_IDS} ids at a time`),
  ),
  since: v.optional(v.nullable(v.pipe(v.string('since must be the cursor of an earlier answer'), v.maxLength(100)))),
  limit: v.optional(
    v.pipe(v.number('limit must be a number'), v.integer('limit must be a whole number'), v.minValue(1, 'limit must be at least 1'), v.maxValue(200, 'limit must be at most 200')),
    100,
  ),
});

/** Query of a page of listings (a category's, an owner's): the days they must be free, and the page. */
export const listingPageQuerySchema = v.object({
  from: v.optional(isoDaySchema),
  to: v.optional(isoDaySchema),
  limit: limitParam(24, 100),
  cursor: cursorParam,
});

/** Query of the listings the user viewed lately: how many. */
export const recentlyViewedQuerySchema = v.object({ limit: limitParam(12, 50) });

/** Query of the listings like one: how many. */
export const similarListingsQuerySchema = v.object({ limit: limitParam(6, 24) });
