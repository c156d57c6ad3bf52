/**
 * One plan of the pricing table: its name and price in rupees with Indian grouping, the
 * yearly plan's "Best Value" and monthly saving, its features, photo and video limits, and its button
 * — disabled as "Current Plan" for the plan the user is on, and as "Payments not available" while
 * this site takes no payments.
 */
import { Check, Crown } from 'lucide-react';
import type { PremiumPackage } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { yearlySavingPerMonth } from '@shared/premium.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { planText } from './plan-text.ts';

const t = premiumMessages.plan;

interface PlanCardProps {
  plan: PremiumPackage;
  current: boolean;
  /** This plan's checkout is starting or open. */
  busy: boolean;
  /** Another checkout is on its way: no second one. */
  locked: boolean;
  onSubscribe: (plan: PremiumPackage) => void;
}

/**
 * The plan's features but those restating its limits ("10 photos per listing", "25 MB video"), which
 * the two lines above already give from maxPhotos and maxVideoSizeMb.
 */
function otherFeatures(plan: PremiumPackage): string[] {
  const restated = new Set([`${plan.maxPhotos} photos per listing`, `${plan.maxVideoSizeMb} MB video`]);
  return plan.features.filter((feature) => !restated.has(feature.trim()));
}

export function PlanCard({ plan, current, busy, locked, onSubscribe }: PlanCardProps) {
  const yearly = plan.tier === 'yearly';
  const headingId = `plan-${plan.tier}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-surface p-5 shadow-sm ${yearly ? 'border-primary ring-2 ring-primary' : 'border-border'}`}
    >
      {yearly ? (
        <p className="absolute -top-3 left-5 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-fg">{t.bestValue}</p>
      ) : null}
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold text-fg">
        {plan.tier !== 'free' ? <Crown aria-hidden className="size-5 text-primary" /> : null}
        {planText(plan.name)}
      </h3>
      <p className="mt-2 text-fg">
        <span className="text-3xl font-bold">{formatRupees(plan.priceInr)}</span>
        {plan.tier === 'monthly' ? <span className="text-fg-muted">{t.perMonth}</span> : null}
        {yearly ? <span className="text-fg-muted">{t.perYear}</span> : null}
      </p>
      {yearly ? <p className="mt-1 text-sm font-semibold text-accent">{t.save(formatRupees(String(yearlySavingPerMonth(plan.priceInr))))}</p> : null}
      <ul aria-label={t.featuresLabel(planText(plan.name))} className="mt-4 flex-1 space-y-2 text-sm text-fg">
        <li className="flex gap-2">
          <Check aria-hidden className="size-4 shrink-0 translate-y-0.5 text-primary" />
          {t.maxPhotos(plan.maxPhotos)}
        </li>
        <li className="flex gap-2">
          <Check aria-hidden className="size-4 shrink-0 translate-y-0.5 text-primary" />
          {t.maxVideo(plan.maxVideoSizeMb)}
        </li>
        {otherFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="size-4 shrink-0 translate-y-0.5 text-primary" />
            {planText(feature)}
          </li>
        ))}
      </ul>
      {current ? (
        <button type="button" disabled className={buttonClass('outline', 'md', 'mt-5 w-full')}>
          {t.current}
        </button>
      ) : plan.tier === 'free' ? (
        <p className="mt-5 min-h-11 py-3 text-center text-sm font-medium text-fg-muted">{t.freeIncluded}</p>
      ) : !plan.payable ? (
        <button type="button" disabled className={buttonClass('outline', 'md', 'mt-5 w-full')}>
          {t.unavailable}
        </button>
      ) : (
        <button type="button" disabled={locked} onClick={() => onSubscribe(plan)} className={buttonClass(yearly ? 'primary' : 'outline', 'md', 'mt-5 w-full')}>
          {busy ? t.starting : t.subscribe}
        </button>
      )}
    </li>
  );
}
