/**
 * What "Near me" and "Choose city" lead to, under the page's filters: the wait for the location, why it
 * did not come (with a city instead), the city picker, and while near-me is on, what the list is, its
 * distance and "Turn off Near me". Its status line is always in the page, so a screen reader hears each
 * change of it.
 */
import { LocateFixed, TriangleAlert, X } from 'lucide-react';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { Button } from '@pwa/ui/button.tsx';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { nearSummary } from './near-me-summary.ts';
import { NearRadiusSelect } from './near-radius-select.tsx';
import type { NearMe, NearStep } from './use-near-me.ts';

// The picker's place is held while its code loads (the city list is large); a failed load says so in
// its place, with a way to ask again.
const NearCityPicker = lazyPart(() => import('./near-city-picker.tsx').then((module) => module.NearCityPicker), {
  placeholder: <div className="h-[4.75rem]" />,
  inPlace: true,
});

const t = nearMeMessages;

function problemOf(step: NearStep): string | null {
  if (step.kind === 'refused') return t.refused[step.reason];
  if (step.kind === 'offline') return t.needsConnection;
  return null;
}

export function NearMePanel({ nearMe }: { nearMe: NearMe }) {
  const { step, place } = nearMe;
  const status = step.kind === 'locating' ? t.locating : place ? nearSummary(place, nearMe.radiusKm) : '';
  const problem = problemOf(step);
  const picking = step.kind === 'refused' || step.kind === 'choosing';
  const shown = status !== '' || problem !== null || picking;
  return (
    <div className={shown ? 'mb-6 flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4' : ''}>
      {/* What the list is, and its distance and "Turn off" beside it where the screen is wide enough. */}
      <div className={status ? 'flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between' : 'contents'}>
        <p role="status" className={status ? 'flex items-start gap-2 font-medium text-fg' : 'sr-only'}>
          {status ? <LocateFixed aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" /> : null}
          {status}
        </p>
        {place ? (
          <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end">
            <NearRadiusSelect radiusKm={nearMe.radiusKm} onChange={nearMe.setRadius} />
            <Button variant="outline" aria-label={t.turnOffLabel} onClick={nearMe.turnOff}>
              <X aria-hidden className="size-4" />
              {t.turnOff}
            </Button>
          </div>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-fg">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          {problem}
        </p>
      ) : null}
      {picking ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <NearCityPicker onPick={nearMe.pickCity} focusOnOpen={step.kind === 'choosing'} />
          </div>
          <Button variant="ghost" onClick={nearMe.cancel} className="self-end">
            {t.cancel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
