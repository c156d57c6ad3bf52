/** Profile form rules (spec §5): full name and location 2–100 characters, phone optional, 10–15 digits. */
import * as v from 'valibot';
import { lineText } from './text.ts';

export const profileMessages = {
  fullNameMin: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must be less than 100 characters',
  locationMin: 'Location must be at least 2 characters',
  locationMax: 'Location must be less than 100 characters',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneMax: 'Phone number must be less than 15 digits',
} as const;

const m = profileMessages;

/** Body of PUT /api/users/{id}. An empty phone clears it. */
export const profilePayloadSchema = v.object({
  fullName: v.pipe(lineText(m.fullNameMin), v.minLength(2, m.fullNameMin), v.maxLength(100, m.fullNameMax)),
  location: v.pipe(lineText(m.locationMin), v.minLength(2, m.locationMin), v.maxLength(100, m.locationMax)),
  phone: v.optional(
    v.nullable(
      v.pipe(
        lineText(m.phoneMin),
        v.check((phone) => phone === '' || phone.length >= 10, m.phoneMin),
        v.check((phone) => phone.length <= 15, m.phoneMax),
      ),
    ),
    null,
  ),
});
export type ProfilePayload = v.InferOutput<typeof profilePayloadSchema>;
