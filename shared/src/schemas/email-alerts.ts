/**
 * Body of PUT /api/email/alerts: any of the kinds, each true or false (a kind left out keeps its
 * choice), and the token of an emailed unsubscribe link.
 */
import * as v from 'valibot';

export const emailAlertSchemaMessages = {
  choice: 'Each email choice must be true or false',
  token: 'The unsubscribe link is not valid',
} as const;

const choice = v.optional(v.boolean(emailAlertSchemaMessages.choice));

export const emailAlertChoicesSchema = v.object({ messages: choice, bookingRequests: choice, bookingDecisions: choice });
export type EmailAlertChoicesPayload = v.InferOutput<typeof emailAlertChoicesSchema>;

/** The token in an unsubscribe link's query: its shape only (its signature is the server's to check). */
export const unsubscribeQuerySchema = v.object({
  token: v.pipe(v.string(emailAlertSchemaMessages.token), v.maxLength(200, emailAlertSchemaMessages.token), v.regex(/^[A-Za-z0-9_.-]+$/, emailAlertSchemaMessages.token)),
});
