/**
 * Document decisions join the moderators' log: verifying or rejecting an identity document is an
 * administrator's action like any other, recorded with who, when and why (the rejection's reason).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check');
  await knex.raw(`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action IN ('dismiss-reports', 'warn-user', 'verify-document', 'reject-document'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check');
  await knex.raw(`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action IN ('dismiss-reports', 'warn-user'))`);
}
