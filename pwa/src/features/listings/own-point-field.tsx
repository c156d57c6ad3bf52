/**
 * "Use my current location": the owner's own point for near-me search, asked of the device only when
 * tapped (the locating code loads then) and kept in the form to two decimals, about a kilometre, as
 * the server keeps it. Refused or not found, the form is left as it was and the city stands in.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LoaderCircle, LocateFixed, MapPin } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import { Button } from '@pwa/ui/button.tsx';

const t = listingMessages.form;

const loadLocator = () => import('@pwa/lib/locate-device.ts');
const toKilometre = (degrees: number): number => Math.round(degrees * 100) / 100;

export function OwnPointField() {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const point = useWatch({ control, name: 'point' });
  const [step, setStep] = useState<'idle' | 'locating' | 'refused'>('idle');
  const locateRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // The button tapped goes away; focus moves to the one that takes its place, in the same commit (never
  // resting on the page's body in between).
  const moveFocus = useRef(false);
  // A location that arrives after the form was left is dropped.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (point ? removeRef : locateRef).current?.focus();
  }, [point]);

  const locate = async (): Promise<void> => {
    if (step === 'locating') return;
    setStep('locating');
    try {
      const { locateDevice } = await loadLocator();
      const { lat, lon } = await locateDevice();
      if (!mounted.current) return;
      moveFocus.current = true;
      setValue('point', { latitude: toKilometre(lat), longitude: toKilometre(lon) }, { shouldDirty: true });
      setStep('idle');
    } catch {
      // Denied, not found, too slow, or the locating code did not load: all read the same here.
      if (mounted.current) setStep('refused');
    }
  };
  const remove = (): void => {
    moveFocus.current = true;
    setValue('point', null, { shouldDirty: true });
  };

  const locating = step === 'locating';
  // The live region stays in the page, with no room taken, while it has nothing to say.
  const said = point ? 'mt-2 flex items-center gap-2 rounded-xl bg-surface-muted py-1 pr-1 pl-3' : step === 'refused' ? 'mt-2' : '';
  return (
    <div>
      {point ? null : (
        // Never disabled while it waits: a disabled button would drop the keyboard's focus.
        <Button ref={locateRef} variant="outline" aria-busy={locating} onClick={() => void locate()} className="w-full sm:w-auto">
          {locating ? <LoaderCircle aria-hidden className="size-4 animate-spin text-primary" /> : <LocateFixed aria-hidden className="size-4 text-primary" />}
          {locating ? t.locating : t.useMyLocation}
        </Button>
      )}
      <div className={said}>
        {/* One live region for both outcomes, there before either, so a screen reader reads it out. */}
        <p role="status" className={point ? 'flex flex-1 items-start gap-2 text-sm text-fg' : 'text-sm text-fg-muted'}>
          {point ? (
            <>
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {t.pointTaken}
            </>
          ) : step === 'refused' ? (
            t.pointUnavailable
          ) : null}
        </p>
        {point ? (
          <Button ref={removeRef} variant="outline" aria-label={t.removePointLabel} onClick={remove}>
            {t.removePoint}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
