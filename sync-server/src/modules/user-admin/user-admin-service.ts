/**
 * Administrators manage accounts: find one by name, username, email or phone; read its page (its
 * listings, the reports against it, its documents, plan, sign-up and last use, what the moderators
 * did about it); suspend and restore it; make it an administrator or stop it being one. Each decision
 * is one transaction with its entry in the moderators' log, and never on the administrator's own
 * account; the last administrator stays one.
 *
 * A suspension ends every session of the account (each device learns why at its next call), refuses
 * its sign-in, hides its listings from others, closes its open booking requests and bookings not yet
 * begun (the other party told, as when an account is deleted) and closes every open report about it
 * as acted on. Restoring it lists its listings again (not those a moderator hid on their own).
 */
import type { Knex } from 'knex';
import type { AdminUserAction, AdminUserDetail, AdminUserSummary, ModerationAction, ModerationActionKind, User } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import type { ModerationReasonPayload } from '@shared/schemas/report.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { markSessionsSuspended } from '../../session/session-store.ts';
import { closeBookingsOfLeavingUser } from '../bookings/index.ts';
import { hideListingsOfSuspendedOwner, listingsForModerators, relistListingsOfRestoredOwner } from '../items/index.ts';
import { lockOpenReportsOfUser, moderationLogAbout, recordModerationDecision } from '../reports/index.ts';
import { findUserById, lockAdministrators, setSuspension, setUserRole } from '../users/index.ts';
import { accountForModerators, documentsOf, lockAccount, reportsAgainst, searchUsers } from './user-admin-repo.ts';

/** Accounts a search answers at most, and reports an account's page shows at most. */
export const USER_SEARCH_MAX = 50;
export const USER_REPORTS_MAX = 100;

const t = reportMessages.server;
const userNotFound = () => new AppError(404, 'not-found', t.userNotFound);
const alreadyDone = (message: string) => new AppError(409, 'moderation-already-done', message);

export async function findAccounts(db: Knex, admin: User | undefined, q: string): Promise<AdminUserSummary[]> {
  authorize(admin, 'moderation.act', {});
  return searchUsers(db, q, USER_SEARCH_MAX);
}

export async function accountPage(db: Knex, admin: User | undefined, id: string): Promise<AdminUserDetail> {
  authorize(admin, 'moderation.act', {});
  const account = await accountForModerators(db, id);
  if (!account) throw userNotFound();
  const [listings, reports, documents, log] = await Promise.all([listingsForModerators(db, id), reportsAgainst(db, id, USER_REPORTS_MAX), documentsOf(db, id), moderationLogAbout(db, id)]);
  return { ...account, listings, reports, documents, log };
}

type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/** What each action changes, given the locked account (and, for a revocation, the locked administrators); it throws when the account is already so. */
const effects: Record<AdminUserAction, { kind: ModerationActionKind; apply: (trx: Knex.Transaction, account: LockedAccount, reason: string, at: Date, administrators: readonly string[]) => Promise<void> }> = {
  suspend: {
    kind: 'suspend-user',
    apply: async (trx, account, reason, at) => {
      if (account.suspended) throw alreadyDone(t.alreadySuspended);
      await setSuspension(trx, account.id, { at, reason });
      await markSessionsSuspended(trx, account.id);
      await hideListingsOfSuspendedOwner(trx, account.id);
      const user = await findUserById(trx, account.id);
      if (user) await closeBookingsOfLeavingUser(trx, user);
    },
  },
  restore: {
    kind: 'restore-user',
    apply: async (trx, account) => {
      if (!account.suspended) throw alreadyDone(t.notSuspended);
      await setSuspension(trx, account.id, null);
      await relistListingsOfRestoredOwner(trx, account.id);
    },
  },
  'grant-admin': {
    kind: 'grant-admin',
    apply: async (trx, account) => {
      if (account.role === 'admin') throw alreadyDone(t.alreadyAdmin);
      await setUserRole(trx, account.id, 'admin');
    },
  },
  'revoke-admin': {
    kind: 'revoke-admin',
    apply: async (trx, account, _reason, _at, administrators) => {
      if (account.role !== 'admin') throw alreadyDone(t.notAdmin);
      if (administrators.length <= 1) throw new AppError(409, 'last-admin', t.lastAdmin);
      await setUserRole(trx, account.id, 'user');
    },
  },
};

/** One decision on an account, with its reason, in the caller's transaction with its entry in the log. */
export async function actOnAccount(trx: Knex.Transaction, admin: User | undefined, id: string, action: AdminUserAction, { reason }: ModerationReasonPayload): Promise<ModerationAction> {
  const by = authorize(admin, 'moderation.act', {});
  // Locked before the account, so two administrators revoking each other at once leave one.
  const administrators = action === 'revoke-admin' ? await lockAdministrators(trx) : [];
  const account = await lockAccount(trx, id);
  if (!account) throw userNotFound();
  authorize(by, 'user.administer', { userId: id });
  const at = now();
  const { kind, apply } = effects[action];
  await apply(trx, account, reason, at, administrators);
  // A suspension answers every open report about the account: its listings, its messages, itself.
  const reports = action === 'suspend' ? await lockOpenReportsOfUser(trx, id) : [];
  return recordModerationDecision(trx, { by, action: kind, target: { targetType: 'user', targetId: id }, targetUserId: id, reason, reports, outcome: 'actioned', at });
}

/** Who to email about a suspension, after it is committed: the address and name the account has. */
export const suspendedAccountContact = async (db: Knex, id: string): Promise<{ email: string; name: string } | undefined> => {
  const user = await findUserById(db, id);
  return user ? { email: user.email, name: user.fullName || user.username } : undefined;
};
