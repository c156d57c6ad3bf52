/**
 * What the owner is told when media was left out of a save they watched. Apart from
 * media-watch.ts so the listing copy loads with the screens that show it, not with the outbox that
 * runs on every visit.
 */
import { listingMessages } from '@shared/messages/listings.ts';
import type { MediaLeftOut } from './media-watch.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = listingMessages.toasts;

/** Storage down: "Object Storage Not Configured" with the server's own words when it gave them; else which media failed. */
export function mediaLeftOutToast({ group, storageDown, error }: MediaLeftOut): { title: string; description: string } {
  if (storageDown) {
    // The server's words, not a proxy's status line.
    return { title: t.storageNotConfigured.title, description: error.code === 'storage-unavailable' ? errorText(error) : t.storageNotConfigured.description };
  }
  return group === 'photos' ? t.imageUploadFailed : t.videoUploadFailed;
}
