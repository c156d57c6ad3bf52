/**
 * "Draft saved on this device", beside the form's buttons once what was typed is stored, so the owner
 * knows Back or a refresh loses nothing. The live region is always there; only its text changes.
 */
import { Check } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';

export function FormDraftStatus({ kept }: { kept: boolean }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-1.5 text-sm text-fg-muted sm:justify-end">
      {kept ? (
        <>
          <Check aria-hidden className="size-4 shrink-0" />
          {listingMessages.draft.saved}
        </>
      ) : null}
    </p>
  );
}
