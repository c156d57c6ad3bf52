/**
 * "Near me" (asks the device's location, showing that it waits) and "City" (search near a city without
 * sharing the location), as two small pills in a 44 px tall touch target each: the pages put them in a
 * corner that has room for no more. What they lead to shows in NearMePanel.
 */
import type { ReactNode } from 'react';
import { Building2, LoaderCircle, LocateFixed } from 'lucide-react';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import type { NearMe } from './use-near-me.ts';

const t = nearMeMessages;

const pill =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors ' +
  'group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-ring';
const pillState = (active: boolean): string =>
  active ? 'border-primary bg-primary-soft text-fg' : 'border-border bg-surface text-fg group-hover:bg-surface-muted';

interface PillButtonProps {
  id: string;
  active: boolean;
  busy?: boolean;
  label?: string;
  onClick: () => void;
  children: ReactNode;
}

/** The whole 44 px box is the button (and its focus goes to the pill's ring); only the pill shows. */
function PillButton({ id, active, busy = false, label, onClick, children }: PillButtonProps) {
  return (
    <button id={id} type="button" aria-busy={busy} aria-label={label} onClick={onClick} className="group inline-flex min-h-11 items-center outline-none">
      <span className={`${pill} ${pillState(active)}`}>{children}</span>
    </button>
  );
}

export function NearMeButtons({ nearMe, className = '' }: { nearMe: NearMe; className?: string }) {
  const { step, place, buttonIds } = nearMe;
  const locating = step.kind === 'locating';
  return (
    <div className={`flex flex-wrap justify-end gap-x-1.5 ${className}`}>
      {/* Never disabled while it waits: a disabled button would drop the keyboard's focus. */}
      <PillButton id={buttonIds.near} active={place?.kind === 'device'} busy={locating} onClick={nearMe.locate}>
        {locating ? <LoaderCircle aria-hidden className="size-4 animate-spin text-primary" /> : <LocateFixed aria-hidden className="size-4 text-primary" />}
        {t.nearMe}
      </PillButton>
      <PillButton id={buttonIds.city} active={place?.kind === 'city'} label={t.chooseCity} onClick={nearMe.chooseCity}>
        <Building2 aria-hidden className="size-4 text-primary" />
        {t.city}
      </PillButton>
    </div>
  );
}
