/**
 * The signed-in user's photo and video limits from their active plan (spec §9, DESIGN.md §13): the
 * listing form's pickers check against these; free when signed out, expired or the plans are unknown.
 */
import { planLimits, type PlanLimits } from '@shared/premium.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { usePlanPackages } from './plan-packages.ts';

export function usePlanLimits(): PlanLimits {
  const auth = useAuth();
  const packages = usePlanPackages();
  return planLimits(auth.user, packages);
}
