/**
 * Body of POST /api/saved-searches: a search as the search page asks it (words, place, category, near
 * a point, days), by the rules the search itself follows. A search for nothing would match every
 * listing: at least one of words, place, category or point.
 */
import * as v from 'valibot';
import { isIsoDay } from '../iso-day.ts';
import { savedSearchMessages } from '../messages/saved-searches.ts';
import { NEAR_RADII_KM, parsePoint, SEARCH_TEXT_MAX } from '../search-query.ts';
import { lineText } from './text.ts';

const m = savedSearchMessages.validation;

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(lineText(m.tooLong), v.maxLength(max, m.tooLong))));
const day = v.optional(v.nullable(v.pipe(v.string(m.days), v.check(isIsoDay, m.days))));
const present = (value: string | null | undefined): boolean => typeof value === 'string' && value !== '';

export const savedSearchPayloadSchema = v.pipe(
  v.object({
    q: optionalText(SEARCH_TEXT_MAX.q),
    location: optionalText(SEARCH_TEXT_MAX.location),
    categoryId: v.optional(v.nullable(v.pipe(v.string(m.category), v.uuid(m.category)))),
    near: v.optional(v.nullable(v.pipe(v.string(m.near), v.check((text) => parsePoint(text) !== undefined, m.near)))),
    radiusKm: v.optional(v.nullable(v.picklist(NEAR_RADII_KM, m.radius))),
    from: day,
    to: day,
  }),
  v.forward(
    v.check((input) => input.radiusKm === undefined || input.radiusKm === null || present(input.near), m.radiusWithoutNear),
    ['radiusKm'],
  ),
  v.forward(
    v.check((input) => (present(input.from) === present(input.to)) && (!present(input.from) || String(input.to) > String(input.from)), m.days),
    ['to'],
  ),
  v.forward(
    v.check((input) => present(input.q) || present(input.location) || present(input.categoryId) || present(input.near), m.nothing),
    ['q'],
  ),
);
export type SavedSearchPayload = v.InferOutput<typeof savedSearchPayloadSchema>;
