/**
 * Body of PUT /api/users/{id}/locale: one of the languages Kiraya speaks, and whether the user chose it
 * (the language switch) or a device only reports the language it is read in. Left out, `chosen` is
 * false: such a language never replaces a chosen one.
 */
import * as v from 'valibot';
import { LOCALES } from '../locale.ts';
import { serverMessages } from '../messages/server.ts';

export const localePayloadSchema = v.object({
  locale: v.picklist(LOCALES, serverMessages.locale.invalid),
  chosen: v.optional(v.boolean(serverMessages.locale.chosenInvalid), false),
});
export type LocalePayload = v.InferOutput<typeof localePayloadSchema>;
