/**
 * The contact form's rules (contact form: name, email and message required; a phone, when
 * given, like the listing form's), checked with the schema the server uses, so the form and the
 * server never disagree. Gives the body to send, or the message of each field that is wrong.
 */
import * as v from 'valibot';
import { sendMessagePayloadSchema } from '@shared/schemas/contact.ts';
import { fieldErrorTexts } from '@pwa/lib/error-text.ts';
import type { ContactFields } from './contact-draft.ts';

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export type Checked =
  | { ok: true; body: { itemId: string; name: string; email: string; phone: string | null; message: string } }
  | { ok: false; errors: ContactErrors };

const FIELDS: readonly (keyof ContactFields)[] = ['name', 'email', 'phone', 'message'];

/** A server or schema field name as the form's field, if it is one of them. */
export const formFieldOf = (key: string): keyof ContactFields | null => FIELDS.find((field) => field === key.split('.')[0]) ?? null;

export function checkContactForm(itemId: string, fields: ContactFields): Checked {
  const result = v.safeParse(sendMessagePayloadSchema, {
    itemId,
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim() || null,
    message: fields.message,
  });
  if (result.success) {
    const { name, email, phone, message } = result.output;
    return { ok: true, body: { itemId, name, email, phone: phone || null, message } };
  }
  const errors: ContactErrors = {};
  for (const issue of result.issues) {
    const field = formFieldOf(v.getDotPath(issue) ?? '');
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The server's per-field messages (`fields`) placed beside the form's fields, in the
 * page's language (in Hindi from each field's code, where the server sent one).
 */
export function placeServerErrors(failure: Parameters<typeof fieldErrorTexts>[0]): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(fieldErrorTexts(failure))) {
    const field = formFieldOf(key);
    if (field) errors[field] ??= message;
  }
  return errors;
}
