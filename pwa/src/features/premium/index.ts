/**
 * The premium feature's face for the listing form: the signed-in user's plan limits. The Go Premium
 * tab itself is in pages.ts, so the listing form does not load it.
 */
export { usePlanLimits } from './use-plan-limits.ts';
export { loadPackages, knownPackages, forgetPackages } from './plan-packages.ts';
