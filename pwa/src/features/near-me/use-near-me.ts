/**
 * Near me on a page: the device's location, asked only when "Near me" is tapped, or a city chosen
 * instead, becomes the page's `near` (and the distance its `radiusKm`), which the page keeps in its
 * address through `apply`; the list it shows follows the address.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { pointText, type GeoPoint } from '@shared/search-query.ts';
import { radiusOf, radiusParam } from './near-radius.ts';
import { refusalReason, type RefusalReason } from '@pwa/lib/locate-refusal.ts';

/** A page's near-me values as its address holds them. */
export interface NearParams {
  near?: string | undefined;
  radiusKm?: string | undefined;
}

/** Puts near-me's values in the page's address, keeping the rest of it; `replace` for a change of distance. */
export type ApplyNear = (next: NearParams, options: { replace: boolean }) => void;

/** What the control is doing, apart from the address: asking the device, refused, choosing a city, offline. */
export type NearStep =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'refused'; reason: RefusalReason }
  | { kind: 'choosing' }
  | { kind: 'offline' };

/**
 * Where the address's point came from, as far as this page knows: the device, a city by name, or a
 * point it did not choose (an address opened from a link, or before a reload).
 */
export type NearPlace = { kind: 'device' } | { kind: 'city'; name: string } | { kind: 'point' };

export interface NearMe {
  /** The address's point ("LAT,LON"), undefined while near-me is off. */
  near: string | undefined;
  radiusKm: number;
  place: NearPlace | null;
  step: NearStep;
  locate: () => void;
  chooseCity: () => void;
  cancel: () => void;
  pickCity: (city: string, point: GeoPoint) => void;
  setRadius: (km: number) => void;
  turnOff: () => void;
  /** The ids of the two buttons, which get the focus back when what they opened goes. */
  buttonIds: { near: string; city: string };
}

const IDLE: NearStep = { kind: 'idle' };
const loadLocator = () => import('@pwa/lib/locate-device.ts');

export function useNearMe(params: NearParams, apply: ApplyNear): NearMe {
  const { near } = params;
  const radiusKm = radiusOf(params.radiusKm);
  const [step, setStep] = useState<NearStep>(IDLE);
  // The places this page chose, by point: null for the device's location, else the city's name.
  const [places, setPlaces] = useState<Readonly<Record<string, string | null>>>({});
  const id = useId();
  const buttonIds = { near: `${id}-near`, city: `${id}-city` };
  const focusButton = (which: 'near' | 'city'): void => document.getElementById(buttonIds[which])?.focus();
  // A location that arrives after a later choice, or after the page was left, is dropped.
  const attempt = useRef(0);
  const latest = useRef({ apply, radiusKm });
  useEffect(() => {
    latest.current = { apply, radiusKm };
  });
  useEffect(() => {
    const current = attempt;
    return () => {
      current.current += 1;
    };
  }, []);

  const chooseNear = (point: string, city: string | null): void => {
    setPlaces((known) => ({ ...known, [point]: city }));
    setStep(IDLE);
    latest.current.apply({ near: point, radiusKm: radiusParam(latest.current.radiusKm) }, { replace: false });
  };

  const locate = (): void => {
    if (step.kind === 'locating') return;
    const mine = ++attempt.current;
    // The list needs the server: asking for the location first would only end in "offline".
    if (!navigator.onLine) return setStep({ kind: 'offline' });
    setStep({ kind: 'locating' });
    loadLocator()
      .then(({ locateDevice }) => locateDevice())
      .then((point) => {
        if (attempt.current === mine) chooseNear(pointText(point), null);
      })
      .catch((error: unknown) => {
        if (attempt.current === mine) setStep({ kind: 'refused', reason: refusalReason(error) });
      });
  };

  const chooseCity = (): void => {
    attempt.current += 1;
    setStep(navigator.onLine ? { kind: 'choosing' } : { kind: 'offline' });
  };

  const cancel = (): void => {
    const refused = step.kind === 'refused';
    attempt.current += 1;
    setStep(IDLE);
    focusButton(refused ? 'near' : 'city');
  };

  const pickCity = (city: string, point: GeoPoint): void => {
    chooseNear(pointText(point), city);
    // The picker goes with the choice: focus goes back to the button that opens it.
    focusButton('city');
  };

  const setRadius = (km: number): void => apply({ near, radiusKm: radiusParam(km) }, { replace: true });

  const turnOff = (): void => {
    attempt.current += 1;
    setStep(IDLE);
    apply({ near: undefined, radiusKm: undefined }, { replace: false });
    focusButton('near');
  };

  const placeOf = (point: string): NearPlace => {
    if (!Object.hasOwn(places, point)) return { kind: 'point' };
    const city = places[point];
    return city ? { kind: 'city', name: city } : { kind: 'device' };
  };

  return {
    near,
    radiusKm,
    place: near === undefined ? null : placeOf(near),
    step,
    locate,
    chooseCity,
    cancel,
    pickCity,
    setRadius,
    turnOff,
    buttonIds,
  };
}
