/**
 * The signed-in user's photo and video limits from their active plan: the
 * listing form's pickers check against these; free when signed out, expired or the plans are unknown.
 * The user is read from the device's session (the route guard has already asked the server), so the
 * form adds no sign-in check of its own.
 */
import { planLimits, type PlanLimits } from '@shared/premium.ts';
import { useSessionRow } from '@pwa/features/auth/index.ts';
import { usePlanPackages } from './plan-packages.ts';

export function usePlanLimits(): PlanLimits {
  const session = useSessionRow();
  const packages = usePlanPackages();
  return planLimits(session?.user ?? null, packages);
}
