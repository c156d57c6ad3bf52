/**
 * Identity documents, one per type per account (a rejected one is resubmitted in place, not added), and
 * every administrator's decision on them (who, when, what, why). The full number exists only while a
 * document is pending, encrypted; once decided only its last four characters stay. users.is_verified
 * stays the flag every read uses, set from the documents in the transaction that verifies one.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('verification_documents', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('document_type').notNullable();
    t.binary('number_ciphertext');
    t.text('number_last4').notNullable();
    t.text('holder_name').notNullable();
    t.text('status').notNullable();
    t.text('verification_method').notNullable().defaultTo('manual');
    t.text('rejection_reason');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('submitted_at', { useTz: true }).notNullable();
    t.timestamp('verified_at', { useTz: true });
    t.uuid('verified_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('photos_delete_after', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE verification_documents ADD CONSTRAINT verification_documents_type_check CHECK (document_type IN ('aadhaar', 'pan', 'voter_id', 'driving_license'))`,
  );
  await knex.raw(
    `ALTER TABLE verification_documents ADD CONSTRAINT verification_documents_status_check CHECK (status IN ('pending', 'verified', 'rejected', 'expired'))`,
  );
  // The ciphertext (AES-256-GCM, sync-server/src/documents/document-cipher.ts) goes the moment the
  // document is decided: a decided document holding a number, or a pending one without it, is
  // impossible whatever the application does.
  await knex.raw(
    `ALTER TABLE verification_documents ADD CONSTRAINT verification_documents_number_only_while_pending CHECK ((status = 'pending') = (number_ciphertext IS NOT NULL))`,
  );
  await knex.raw(
    `ALTER TABLE verification_documents ADD CONSTRAINT verification_documents_reason_when_rejected CHECK (status <> 'rejected' OR length(btrim(rejection_reason)) > 0)`,
  );
  await knex.raw("ALTER TABLE verification_documents ADD CONSTRAINT verification_documents_last4_check CHECK (number_last4 ~ '^[0-9A-Z]{4}$')");
  await knex.raw('CREATE UNIQUE INDEX verification_documents_one_per_type ON verification_documents (user_id, document_type)');
  await knex.raw('CREATE INDEX verification_documents_status_idx ON verification_documents (status, submitted_at DESC, id DESC)');
  await knex.raw('CREATE INDEX verification_documents_photos_due_idx ON verification_documents (photos_delete_after) WHERE photos_delete_after IS NOT NULL');

  await knex.schema.createTable('document_decisions', (t) => {
    t.bigIncrements('id');
    t.uuid('document_id').notNullable().references('id').inTable('verification_documents').onDelete('CASCADE');
    t.uuid('admin_id').references('id').inTable('users').onDelete('SET NULL');
    /** Kept when the administrator's account is deleted: the record must still say who decided. */
    t.text('admin_username').notNullable();
    t.text('decision').notNullable();
    t.text('rejection_reason');
    t.timestamp('decided_at', { useTz: true }).notNullable();
  });
  await knex.raw(`ALTER TABLE document_decisions ADD CONSTRAINT document_decisions_decision_check CHECK (decision IN ('verified', 'rejected'))`);
  await knex.raw('CREATE INDEX document_decisions_document_idx ON document_decisions (document_id, decided_at)');

  // Document photos are media objects of kind 'document' (stored privately, never under /media) that
  // point at their document; they are deleted a grace period after the decision (photos_delete_after).
  await knex.schema.alterTable('media_objects', (t) => {
    t.uuid('document_id').references('id').inTable('verification_documents').onDelete('SET NULL');
  });
  await knex.raw('CREATE INDEX media_objects_document_idx ON media_objects (document_id) WHERE document_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX media_objects_document_idx');
  await knex.schema.alterTable('media_objects', (t) => {
    t.dropColumn('document_id');
  });
  await knex.schema.dropTable('document_decisions');
  await knex.schema.dropTable('verification_documents');
}
