/**
 * The plans (GET /api/subscription-packages), read once per page load and kept on the device so the
 * listing form knows a premium user's limits offline too. Plans are public, so localStorage is
 * enough (no account data). Until an answer or a stored copy exists, callers fall back to free.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { PremiumPackage } from '@shared/api.ts';
import { fetchPackages } from './premium-api.ts';

const STORAGE_KEY = 'kiraya.premiumPackages';

let held: PremiumPackage[] | undefined;
let request: Promise<PremiumPackage[]> | undefined;
const listeners = new Set<() => void>();

/** Enough of a plan to take its limits from; anything else (an old or foreign answer) is not used. */
const isPlanList = (value: unknown): value is PremiumPackage[] =>
  Array.isArray(value) &&
  value.every((plan: unknown) => {
    if (typeof plan !== 'object' || plan === null) return false;
    const fields = plan as Record<string, unknown>;
    return typeof fields.tier === 'string' && typeof fields.maxPhotos === 'number' && typeof fields.maxVideoSizeMb === 'number';
  });

/**
 * A copy kept by an app from before plans said whether they can be bought has no `payable`: a paid
 * plan counts as payable until the server's answer says otherwise (buying asks the server anyway).
 */
const withPayable = (plans: PremiumPackage[]): PremiumPackage[] =>
  plans.map((plan) => (typeof plan.payable === 'boolean' ? plan : { ...plan, payable: plan.tier !== 'free' }));

function stored(): PremiumPackage[] | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return isPlanList(value) ? withPayable(value) : undefined;
  } catch {
    return undefined;
  }
}

function hold(packages: PremiumPackage[]): void {
  held = packages;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(packages));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
  listeners.forEach((listener) => listener());
}

/** The plans as last known (memory, then the device's copy), or undefined. */
export function knownPackages(): PremiumPackage[] | undefined {
  held ??= stored();
  return held;
}

/** Reads the plans from the server once per page load (shared by every caller); rejects offline. */
export function loadPackages(): Promise<PremiumPackage[]> {
  request ??= fetchPackages().then(
    (packages) => {
      if (!isPlanList(packages)) throw new Error('the plans answer is not a list of plans');
      hold(packages);
      return packages;
    },
    (error: unknown) => {
      request = undefined; // the next caller tries again
      throw error;
    },
  );
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The plans for a screen: the known ones at once, the server's when they come. */
export function usePlanPackages(): PremiumPackage[] | undefined {
  useEffect(() => {
    loadPackages().catch(() => undefined);
  }, []);
  return useSyncExternalStore(subscribe, knownPackages, knownPackages);
}

/** For tests: forget what this page load has read. */
export function forgetPackages(): void {
  held = undefined;
  request = undefined;
  localStorage.removeItem(STORAGE_KEY);
}
