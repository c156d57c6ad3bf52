/** Body of PUT /api/users/{id}/locale: one of the languages Kiraya speaks. */
import * as v from 'valibot';
import { LOCALES } from '../locale.ts';
import { serverMessages } from '../messages/server.ts';

export const localePayloadSchema = v.object({
  locale: v.picklist(LOCALES, serverMessages.locale.invalid),
});
export type LocalePayload = v.InferOutput<typeof localePayloadSchema>;
