/**
 * The status card of a premium, unexpired user: the plan, the day it is paid until, and
 * Renew, which buys the same plan again (the server adds the new period after the current end), shown
 * while this site takes payments.
 */
import { Crown } from 'lucide-react';
import type { PremiumPackage, User } from '@shared/api.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { premiumDate } from './premium-date.ts';
import { planText, tierName } from './plan-text.ts';

const t = premiumMessages.status;

interface PremiumStatusCardProps {
  user: User;
  /** The user's plan as the server lists it; undefined while the plans are unknown. */
  plan: PremiumPackage | undefined;
  busy: boolean;
  locked: boolean;
  onRenew: (plan: PremiumPackage) => void;
}

export function PremiumStatusCard({ user, plan, busy, locked, onRenew }: PremiumStatusCardProps) {
  return (
    <section aria-labelledby="premium-status" className="rounded-2xl border border-primary bg-primary-soft p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg">
            <Crown aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="premium-status" className="text-sm font-semibold text-fg-muted">
              {t.heading}
            </h2>
            <p className="text-xl font-bold text-fg">
              {plan ? planText(plan.name) : tierName(user.premiumTier)} <span className="ml-1 rounded-full bg-surface px-2 py-0.5 align-middle text-xs font-semibold text-accent">{t.active}</span>
            </p>
            {user.premiumExpiresAt ? <p className="mt-1 text-fg">{t.paidUntil(premiumDate(user.premiumExpiresAt))}</p> : null}
          </div>
        </div>
        {plan?.payable ? (
          <button type="button" disabled={locked} onClick={() => onRenew(plan)} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
            {busy ? premiumMessages.plan.starting : t.renew}
          </button>
        ) : null}
      </div>
      {plan?.payable ? <p className="mt-3 text-sm text-fg-muted">{t.renewNote}</p> : null}
    </section>
  );
}
