/** What the owner of a hidden listing is told, and asking for a review against a stand-in server. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingReviewMessages } from '@shared/messages/listing-review.ts';
import { db } from '@pwa/db/app-db.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { makeItem } from '@pwa/test/items.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { ListingModerationNote } from './listing-moderation-note.tsx';

const t = listingReviewMessages;

const show = (item: ReturnType<typeof makeItem>) =>
  render(
    <>
      <ListingModerationNote item={item} />
      <ToasterHost theme="light" />
    </>,
  );

describe('a hidden listing as its owner sees it', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
    await db.items.clear();
  });

  it('says nothing about a listed listing', () => {
    show(makeItem());
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says why it is hidden, and asks for a review: the device then holds it waiting', async () => {
    const item = makeItem({ moderationStatus: 'hidden', rejectionReason: 'The photos show another bike' });
    const sent: string[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        sent.push(url);
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { ...item, moderationStatus: 'review-requested' });
    });
    show(item);
    const note = screen.getByRole('note', { name: t.hiddenTitle });
    expect(note.textContent).toContain('The photos show another bike');
    fireEvent.click(screen.getByRole('button', { name: t.askReview }));
    await expectToast(t.requested, t.requestedText);
    expect(sent).toEqual([`/api/items/${item.id}/review-request`]);
    await waitFor(async () => expect((await db.items.get(item.id))?.moderationStatus).toBe('review-requested'));
  });

  it('shows a refusal in words, and offers no second request while one waits', async () => {
    const item = makeItem({ moderationStatus: 'hidden', rejectionReason: 'Wrong category' });
    stubFetch(() => jsonResponse(409, { code: 'listing-not-hidden', message: 'This listing is not waiting for a review.' }));
    const { unmount } = show(item);
    fireEvent.click(screen.getByRole('button', { name: t.askReview }));
    await expectToast(t.failed);
    unmount();
    show({ ...item, moderationStatus: 'review-requested' });
    expect(screen.getByRole('note', { name: t.reviewRequestedTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.askReview })).toBeNull();
  });
});
