/**
 * How It Works: four steps, a block for people with things to rent out, and the calls to
 * action "Browse Items Now" (back up to the categories) and "List Your First Item".
 */
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CheckCircle2, MessageCircle, Search, ShieldCheck } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';

const t = browseMessages.howItWorks;
const stepIcons = [Search, MessageCircle, CalendarCheck, ShieldCheck] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="scroll-mt-20 bg-surface-muted/60 py-12">
      <div className="mx-auto max-w-7xl px-3 sm:px-4">
        <h2 id="how-it-works-heading" className="text-center text-2xl font-bold text-fg sm:text-3xl">
          {t.title}
        </h2>
        <p className="mt-2 text-center text-fg-muted">{t.subtitle}</p>
        <ol className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {t.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? Search;
            return (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-border bg-surface p-4 lg:flex-col lg:p-5">
                <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                  <span aria-hidden className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-fg">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-semibold text-fg">{step.title}</h3>
                  <p className="mt-1 text-sm text-fg-muted">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="mt-8 flex flex-col gap-5 rounded-2xl bg-primary p-6 text-primary-fg sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h3 className="text-xl font-bold">{t.listTitle}</h3>
            <p className="mt-1">{t.listText}</p>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
              {t.listPoints.map((point) => (
                <li key={point} className="flex items-center gap-1.5">
                  <CheckCircle2 aria-hidden className="size-4" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/" hash="browse" className={buttonClass('outline', 'md', 'border-transparent text-fg')}>
              {t.browseCta}
            </Link>
            <Link to="/create-listing" className={buttonClass('outline', 'md', 'border-primary-fg/60 bg-transparent text-primary-fg hover:bg-primary-hover')}>
              {t.listCta}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
