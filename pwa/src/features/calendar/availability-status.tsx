/**
 * What the calendar says about its data: loading, the offline age of the saved answer ("Saved N min
 * ago"), offline with nothing saved, or a failed fetch with Try again.
 */
import { CloudOff } from 'lucide-react';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { Button } from '@pwa/ui/button.tsx';
import type { AvailabilityState } from './use-availability.ts';

const t = calendarMessages;

export function AvailabilityStatus({ state }: { state: AvailabilityState }) {
  if (state.offlineSavedAt !== null) return <OfflineNote savedAt={state.offlineSavedAt} describe={t.offlineSaved} />;
  if (state.status === 'offline') {
    return (
      <p role="status" className="mb-3 flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
        <CloudOff aria-hidden className="size-4 shrink-0" />
        {t.offlineNever}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg">
        {t.failed}
        <Button variant="outline" onClick={state.retry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (state.status === 'loading' && state.known === null) {
    return (
      <p role="status" aria-busy="true" className="mb-3 text-sm text-fg-muted">
        {t.loading}
      </p>
    );
  }
  return null;
}
