/**
 * Profile form rules: full name and location 2–100 characters. The phone is optional and
 * follows the listing phone's one rule and message (a profile once saved letters as a phone), so a number that a
 * listing refuses is refused on a profile too. Whether it shows on the owner's listings is the
 * owner's choice, off until they turn it on.
 */
import * as v from 'valibot';
import { listingMessages } from '../messages/listings.ts';
import { profilePageMessages } from '../messages/profile.ts';
import { serverMessages } from '../messages/server.ts';
import { isValidPhone } from './listing.ts';
import { lineText } from './text.ts';

/** The rules' words, in the page's language (messages/profile.ts). */
export const profileMessages = {
  ...profilePageMessages.validation,
  phoneInvalid: listingMessages.validation.phoneInvalid,
};

const m = profileMessages;

/** Body of PUT /api/users/{id}. An empty phone clears it; showPhoneOnListings left out stays as it is. */
export const profilePayloadSchema = v.object({
  fullName: v.pipe(lineText(m.fullNameMin), v.minLength(2, m.fullNameMin), v.maxLength(100, m.fullNameMax)),
  location: v.pipe(lineText(m.locationMin), v.minLength(2, m.locationMin), v.maxLength(100, m.locationMax)),
  phone: v.optional(
    v.nullable(v.pipe(lineText(m.phoneInvalid), v.check((phone) => phone === '' || isValidPhone(phone), m.phoneInvalid))),
    null,
  ),
  showPhoneOnListings: v.optional(v.boolean(m.showPhoneInvalid)),
});
export type ProfilePayload = v.InferOutput<typeof profilePayloadSchema>;

/** Body of PUT /api/profile/picture: the upload URL the picture went to (its query left out). */
export const profilePictureRequestSchema = v.object({
  profileImageUrl: v.pipe(
    v.string(serverMessages.uploadRequest.profileImageUrl),
    v.nonEmpty(serverMessages.uploadRequest.profileImageUrl),
    v.maxLength(2000),
  ),
});
