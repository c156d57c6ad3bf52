/**
 * What the moderators know of an account at a glance: email (confirmed or not), phone, role, identity
 * verification, plan, sign-up and last use; when it is suspended, since when and why.
 */
import type { ReactNode } from 'react';
import type { AdminUserDetail } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';

const f = t.facts;
const tiers = premiumMessages.tierNames;
const isTier = (tier: string): tier is keyof typeof tiers => Object.hasOwn(tiers, tier);

function planOf(account: AdminUserDetail): string {
  // A plan the copy does not know is shown as the server names it.
  const plan = isTier(account.premiumTier) ? tiers[account.premiumTier] : account.premiumTier;
  return account.premiumExpiresAt && account.premiumTier !== 'free' ? f.planUntil(plan, formatIndiaDate(account.premiumExpiresAt)) : plan;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="break-words text-fg">{children}</dd>
    </div>
  );
}

export function AccountFacts({ account }: { account: AdminUserDetail }) {
  return (
    <>
      {account.suspended ? (
        <div className="rounded-xl border border-danger/40 bg-danger/10 p-3">
          <p className="font-semibold text-danger">{account.suspendedAt ? t.suspendedSince(formatIndiaDate(account.suspendedAt)) : t.suspended}</p>
          {account.suspendedReason ? <p className="mt-1 break-words whitespace-pre-line text-fg">{t.suspendedReason(account.suspendedReason)}</p> : null}
        </div>
      ) : null}
      <dl aria-label={t.factsLabel} className="grid gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2">
        <Fact term={f.email}>
          <span className="break-all">{account.email}</span> ({account.emailConfirmed ? f.emailConfirmed : f.emailUnconfirmed})
        </Fact>
        <Fact term={f.phone}>{account.phone ?? f.noPhone}</Fact>
        <Fact term={f.role}>{t.roles[account.role]}</Fact>
        <Fact term={f.verified}>{account.isVerified ? f.yes : f.no}</Fact>
        <Fact term={f.plan}>{planOf(account)}</Fact>
        <Fact term={f.joined}>{formatIndiaDate(account.createdAt)}</Fact>
        <Fact term={f.lastSeen}>{account.lastSeenAt ? formatIndiaDate(account.lastSeenAt) : f.notSignedIn}</Fact>
      </dl>
    </>
  );
}
