/**
 * Moderators hide listings and suspend accounts. A listing's moderation_status says whether others may
 * see it: 'approved' (listed), 'hidden' by a moderator (rejection_reason says why), 'review-requested'
 * (hidden, its owner has edited it and asked for another look) or 'owner-suspended' (listed again when
 * its owner's account is restored). A suspended account keeps its row, with when and why. The log
 * takes the new actions.
 */
import type { Knex } from 'knex';

const ACTIONS_BEFORE = ['dismiss-reports', 'warn-user', 'verify-document', 'reject-document'];
const ACTIONS = [...ACTIONS_BEFORE, 'hide-listing', 'restore-listing', 'suspend-user', 'restore-user', 'grant-admin', 'revoke-admin'];

const actionCheck = (actions: string[]) =>
  `ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_moderation_status_check CHECK (moderation_status IN ('approved', 'hidden', 'review-requested', 'owner-suspended'))`);
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('suspended_at', { useTz: true });
    t.text('suspended_reason');
  });
  await knex.raw('ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check');
  await knex.raw(actionCheck(ACTIONS));
  // The hidden listings moderators look through, without reading every listing.
  // An account's page shows what the moderators did about it.
  await knex.raw('CREATE INDEX moderation_actions_target_user_idx ON moderation_actions (target_user_id)');
  await knex.raw("CREATE INDEX items_not_approved_idx ON items (moderation_status, updated_at) WHERE moderation_status <> 'approved' AND deleted_at IS NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX items_not_approved_idx');
  await knex.raw('DROP INDEX moderation_actions_target_user_idx');
  await knex.raw('ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check');
  await knex.raw(actionCheck(ACTIONS_BEFORE));
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('suspended_at');
    t.dropColumn('suspended_reason');
  });
  await knex.raw('ALTER TABLE items DROP CONSTRAINT items_moderation_status_check');
}
