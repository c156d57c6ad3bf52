/** SQL of email confirmation links (the email_confirmations table). */
import type { Knex } from 'knex';

export interface NewConfirmation {
  tokenHash: string;
  userId: string;
  email: string;
  expiresAt: Date;
}

export async function insertConfirmation(db: Knex, link: NewConfirmation): Promise<void> {
  await db('email_confirmations').insert({ token_hash: link.tokenHash, user_id: link.userId, email: link.email, expires_at: link.expiresAt });
}

/** The unused, unexpired link with this token hash, locked until the transaction ends. */
export function findUsableConfirmation(trx: Knex.Transaction, tokenHash: string, at: Date): Promise<{ user_id: string; email: string } | undefined> {
  return trx('email_confirmations')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', at)
    .forUpdate()
    .first<{ user_id: string; email: string } | undefined>('user_id', 'email');
}

/** Uses up every link of the account for this address. */
export async function useConfirmationsOf(trx: Knex.Transaction, userId: string, email: string, at: Date): Promise<void> {
  await trx('email_confirmations').where({ user_id: userId }).whereRaw('lower(email) = ?', [email.toLowerCase()]).whereNull('used_at').update({ used_at: at });
}

export function deleteOldConfirmations(db: Knex, before: Date): Promise<number> {
  return db('email_confirmations').where('expires_at', '<', before).delete();
}
