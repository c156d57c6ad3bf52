/** An empty near-me list: nothing within the distance, with a larger one to try and a way to turn near-me off. */
import { MapPinOff } from 'lucide-react';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { Button } from '@pwa/ui/button.tsx';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { widerRadius } from './near-radius.ts';
import type { NearMe } from './use-near-me.ts';

const t = nearMeMessages;

export function NearMeEmpty({ nearMe }: { nearMe: NearMe }) {
  const wider = widerRadius(nearMe.radiusKm);
  return (
    <EmptyState icon={<MapPinOff aria-hidden className="size-7" />} title={t.emptyTitle(nearMe.radiusKm)} text={t.emptyText}>
      {wider === undefined ? null : <Button onClick={() => nearMe.setRadius(wider)}>{t.widen(wider)}</Button>}
      <Button variant="outline" onClick={nearMe.turnOff}>
        {t.turnOffLabel}
      </Button>
    </EmptyState>
  );
}
