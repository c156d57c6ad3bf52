/**
 * What the owner of a listing others cannot see is told, on My Listings and on its page: hidden by the
 * moderators (with their reason, and "Ask for a review" once they have fixed it), waiting for a review,
 * or hidden while their account is suspended. Asking needs a connection; the answer is stored on the
 * device at once, so both places show the listing waiting.
 */
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { apiPaths, type Item } from '@shared/api.ts';
import { listingReviewMessages } from '@shared/messages/listing-review.ts';
import { apiGet, apiPost } from '@pwa/lib/api-client.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { storeItems } from '@pwa/lib/item-cache.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';

const t = listingReviewMessages;

async function askForReview(itemId: string): Promise<void> {
  await apiPost<void>(apiPaths.listingReviewRequest(encodeURIComponent(itemId)), {}, { 'Idempotency-Key': newUuidV7() });
  await storeItems([await apiGet<Item>(apiPaths.item(encodeURIComponent(itemId)))]);
}

export function ListingModerationNote({ item }: { item: Pick<Item, 'id' | 'moderationStatus' | 'rejectionReason'> }) {
  const [asking, setAsking] = useState(false);
  if (item.moderationStatus === 'approved') return null;

  async function ask() {
    if (!navigator.onLine) return showToast('error', t.failed, t.needsOnline);
    setAsking(true);
    try {
      await askForReview(item.id);
      showToast('success', t.requested, t.requestedText);
    } catch (error) {
      showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    } finally {
      setAsking(false);
    }
  }

  const [title, text] =
    item.moderationStatus === 'hidden'
      ? [t.hiddenTitle, t.hiddenText]
      : item.moderationStatus === 'review-requested'
        ? [t.reviewRequestedTitle, t.reviewRequestedText]
        : [t.suspendedTitle, t.suspendedText];
  return (
    <div role="note" aria-label={title} className="rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-fg">
        <ShieldAlert aria-hidden className="size-4 shrink-0 text-danger" />
        {title}
      </p>
      {item.rejectionReason ? (
        <p className="mt-1 break-words text-fg">
          <span className="font-medium">{t.reasonLabel}</span> {item.rejectionReason}
        </p>
      ) : null}
      <p className="mt-1 text-fg-muted">{text}</p>
      {item.moderationStatus === 'hidden' ? (
        <Button variant="outline" className="mt-2" disabled={asking} onClick={() => void ask()}>
          {asking ? t.asking : t.askReview}
        </Button>
      ) : null}
    </div>
  );
}
