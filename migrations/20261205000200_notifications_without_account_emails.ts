/**
 * Notifications of replies and bookings carried the sender's account email to the other party, which
 * no other call shows. New ones carry none; this removes it from those already written. A contact-form
 * message keeps the email its sender typed into the form for the owner. Notifications written before
 * they recorded their kind (event is null) cannot be told apart and are left as they are.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw("UPDATE notifications SET sender_email = NULL WHERE event IS NOT NULL AND event ->> 'kind' <> 'message.contact' AND sender_email IS NOT NULL");
}

export async function down(): Promise<void> {
  // The emails removed are not kept anywhere: nothing to put back.
}
