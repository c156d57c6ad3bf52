import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification, Item, UserStats } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { dashboardTabMessages, notificationMessages } from '@shared/messages/notifications.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { ownerListKey, storeItemList } from '@pwa/lib/item-cache.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeNotification } from '@pwa/test/notifications.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { keepSavedListing } from '@pwa/features/listings/keep-saved-listing.ts';
import { listingFromDraft } from '@pwa/features/listings/local-listing.ts';
import { queueListingCreate, queueListingUpdate } from '@pwa/features/listings/queue-listing.ts';
import type { ListingDraft } from '@pwa/features/listings/listing-kinds.ts';
import { PLANS } from '@pwa/test/premium-server.ts';
import { makeCameraListing } from '@pwa/test/items.ts';
import { freshDevice, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { planText } from '@pwa/features/premium/plan-text.ts';
import type { DashboardTab } from './dashboard-tab.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = listingMessages.dashboard;
const s = listingMessages.sync;
const toasts = listingMessages.toasts;
const tabNames = dashboardTabMessages;
/** "₹450 / day": a price as a card shows it. */
const perDay = (price: number): string => t.pricePer(formatRupees(price), listingMessages.priceUnitShort.day);
/** A refusal the outbox kept, as the card words it (the server's words in English, its code's in Hindi). */
const refusal = (message: string, code = 'invalid-input'): string => errorText({ code, message });

const user = makeUser();
const bike = makeCameraListing({ id: '0193a1b2-1111-7000-8000-00000000bbbb', title: 'Honda Activa 6G', price: '450.00', viewCount: 30, imageUrls: [] });
const camera = makeCameraListing({ availability: 'rented', isAvailable: false });
const room = makeCameraListing({ id: '0193a1b2-1111-7000-8000-00000000cccc', title: 'Room near Hinjewadi', availability: 'unavailable', isNegotiable: true, price: null, priceUnit: null });
const noReviews: UserStats = { totalListings: 3, totalViews: 54, averageRating: null, reviewCount: 0 };

function serve(items: Item[], stats: UserStats, options: { onDelete?: () => Response; onSave?: (body: Item) => Response; notifications?: AppNotification[] } = {}) {
  let current = items;
  return stubFetch((url, init) => {
    if (url === '/api/items' && init.method === 'POST') {
      const saved = makeCameraListing({ ...(JSON.parse(String(init.body)) as Partial<Item>), ownerId: user.id });
      return options.onSave?.(saved) ?? jsonResponse(201, saved);
    }
    if (init.method === 'DELETE') {
      const answer = options.onDelete?.() ?? new Response(null, { status: 204 });
      if (answer.status === 204) current = current.filter((item) => !url.endsWith(item.id));
      return answer;
    }
    if (url === `/api/users/${user.id}/items`) return jsonResponse(200, current);
    if (url === `/api/users/${user.id}/stats`) return jsonResponse(200, stats);
    if (url === `/api/users/${user.id}/booking-counts`) return jsonResponse(200, { [camera.id]: 2 });
    if (url === '/api/notifications') return jsonResponse(200, options.notifications ?? []);
    if (url === '/api/subscription-packages') return jsonResponse(200, PLANS);
    if (url === '/api/payments') return jsonResponse(200, []);
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('DashboardPage', () => {
  beforeEach(async () => {
    await freshDevice(user);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.mocked(showToast).mockClear();
  });

  it('shows the stats with "No reviews yet", and each listing with price, status, views and booking requests', async () => {
    serve([bike, camera, room], noReviews);
    await renderWithRouter(<DashboardPage user={user} />, ['/item/$id', '/item/$id/edit', '/create-listing']);
    await screen.findByRole('article', { name: 'Honda Activa 6G' });
    const stats = screen.getByRole('region', { name: t.statsLabel });
    expect(within(stats).getByText(t.totalListings).nextSibling?.textContent).toBe('3');
    expect(within(stats).getByText(t.totalViews).nextSibling?.textContent).toBe('54');
    expect(within(stats).getByText(t.noReviewsYet)).toBeTruthy();

    expect(within(card('Honda Activa 6G')).getByText(perDay(450))).toBeTruthy();
    expect(within(card('Honda Activa 6G')).getByText(t.statusActive)).toBeTruthy();
    expect(within(card('Honda Activa 6G')).getByText(t.bookings(0))).toBeTruthy();
    expect(within(card(camera.title)).getByText(t.statusRented)).toBeTruthy();
    expect(within(card(camera.title)).getByText(t.bookings(2))).toBeTruthy();
    expect(within(card('Room near Hinjewadi')).getByText(t.statusInactive)).toBeTruthy();
    expect(within(card('Room near Hinjewadi')).getByText(t.priceNegotiable)).toBeTruthy();
    expect(within(card('Honda Activa 6G')).getByRole('link', { name: t.viewDetails }).getAttribute('href')).toBe(`/item/${bike.id}`);
    expect(within(card('Honda Activa 6G')).getByRole('link', { name: t.edit }).getAttribute('href')).toBe(`/item/${bike.id}/edit`);
  });

  it('shows the avatar (initials, or the picture) that opens the picture dialog, and links to Edit Profile', async () => {
    serve([], noReviews);
    const { unmount } = await renderWithRouter(<DashboardPage user={user} />, ['/profile/edit']);
    const avatar = await screen.findByRole('button', { name: profilePageMessages.picture.changeLabel });
    expect(avatar.textContent).toBe('PS');
    expect(screen.getByRole('link', { name: profilePageMessages.dashboard.editProfile }).getAttribute('href')).toBe('/profile/edit');
    fireEvent.click(avatar);
    expect(await screen.findByRole('dialog', { name: profilePageMessages.picture.dialogTitle })).toBeTruthy();
    unmount();

    await renderWithRouter(<DashboardPage user={makeUser({ profileImageUrl: '/media/a/me.webp' })} />);
    const pictured = await screen.findByRole('button', { name: profilePageMessages.picture.changeLabel });
    expect(pictured.querySelector('img')?.getAttribute('src')).toBe('/media/a/me.webp');
  });

  it('shows the real average rating and review count', async () => {
    serve([bike], { totalListings: 1, totalViews: 30, averageRating: 4.25, reviewCount: 8 });
    await renderWithRouter(<DashboardPage user={user} />);
    expect(await screen.findByLabelText(t.ratingOutOfFive('4.3'))).toBeTruthy();
    expect(screen.getByText(t.reviewCount(8))).toBeTruthy();
  });

  it('shows the empty text and a way to create a listing', async () => {
    serve([], { totalListings: 0, totalViews: 0, averageRating: null, reviewCount: 0 });
    await renderWithRouter(<DashboardPage user={user} />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: t.createListing }).length).toBeGreaterThan(0);
  });

  it('deletes after the confirmation, with the success toast, and the listing leaves the list', async () => {
    const fetchSpy = serve([bike, camera], noReviews);
    await renderWithRouter(<DashboardPage user={user} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa 6G' })).getByRole('button', { name: t.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(listingMessages.deleteDialog.text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: listingMessages.deleteDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card('Honda Activa 6G')).getByRole('button', { name: t.delete }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: listingMessages.deleteDialog.confirm }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', toasts.deleted.title, toasts.deleted.description));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Honda Activa 6G' })).toBeNull());
    const [deleteUrl, deleteInit] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'DELETE') ?? [];
    expect(deleteUrl).toBe(`/api/items/${bike.id}`);
    // Through the outbox: one request, with its Idempotency-Key.
    expect(new Headers(deleteInit?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(await db.items.get(bike.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the listing and says so when the delete fails, with the server’s message, Retry and Discard', async () => {
    serve([bike], noReviews, { onDelete: () => jsonResponse(403, { message: 'You are not allowed to do that.', code: 'forbidden' }) });
    await renderWithRouter(<DashboardPage user={user} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa 6G' })).getByRole('button', { name: t.delete }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: listingMessages.deleteDialog.confirm }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', toasts.deleteFailed.title, toasts.deleteFailed.description));
    const forbidden = refusal('You are not allowed to do that.', 'forbidden');
    const refused = await screen.findByText(forbidden);
    expect(refused.parentElement?.textContent).toBe(`${s.refused.delete}: ${forbidden}`);
    expect(within(card('Honda Activa 6G')).getByRole('button', { name: s.retry })).toBeTruthy();
    // A refused delete has nothing to edit.
    expect(within(card('Honda Activa 6G')).queryByRole('link', { name: t.edit })).toBeNull();

    // Discarding the delete keeps the listing, as it was.
    fireEvent.click(within(card('Honda Activa 6G')).getByRole('button', { name: s.discard }));
    expect(await within(card('Honda Activa 6G')).findByRole('button', { name: t.delete })).toBeTruthy();
    expect(screen.queryByText(forbidden)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, a delete hides the listing at once and waits in the outbox', async () => {
    setOnline(false);
    await storeItemList(ownerListKey(user.id), [bike, camera]);
    const fetchSpy = stubFetch(offline);
    await renderWithRouter(<DashboardPage user={user} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa 6G' })).getByRole('button', { name: t.delete }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: listingMessages.deleteDialog.confirm }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('info', toasts.savedOffline.delete.title, toasts.savedOffline.delete.description));
    // Hidden by the list's live query of the outbox, which may answer just after the toast.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Honda Activa 6G' })).toBeNull());
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'listing.delete', status: 'pending', payload: { itemId: bike.id } }]);
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(card(camera.title)).toBeTruthy();
  });

  describe('listings with writes waiting in the outbox', () => {
    const draftOf = (itemId: string, title: string, photos: ListingDraft['photos'] = []): ListingDraft => ({
      itemId,
      listing: { title, description: 'Two helmets included.', categoryId: bike.categoryId, isNegotiable: false, price: '300', priceUnit: 'day', location: 'Pune, Maharashtra', contactPhone: null },
      photos,
      video: null,
    });
    const NEW_ID = '0193a1b2-1111-7000-8000-00000000dddd';
    const madeOffline = (draft: ListingDraft) =>
      db.transaction('rw', db.items, db.itemLists, db.outbox, async (tx) => {
        await keepSavedListing(listingFromDraft(draft, { owner: user }));
        return queueListingCreate(tx, user.id, draft);
      });
    const refuse = (seq: number, message: string) => db.outbox.update(seq, { status: 'failed', attempts: 1, error: { status: 400, code: 'invalid-input', message, fields: {} } });

    it('show a listing made offline first, "Waiting to sync" with its own photo, even after the list is refreshed from the server', async () => {
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:scooty');
      await madeOffline(draftOf(NEW_ID, 'TVS Scooty Pep', [{ file: new File([new Uint8Array(8)], 'scooty.jpg', { type: 'image/jpeg' }) }]));
      serve([bike], noReviews);
      await renderWithRouter(<DashboardPage user={user} />, ['/item/$id', '/item/$id/edit', '/create-listing']);
      const waiting = await screen.findByRole('article', { name: 'TVS Scooty Pep' });
      // The server's list (without it) has replaced the device's.
      await waitFor(() => expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['TVS Scooty Pep', 'Honda Activa 6G']));
      expect(within(waiting).getByText(s.waiting)).toBeTruthy();
      expect(within(waiting).getByText(perDay(300))).toBeTruthy();
      expect(waiting.querySelector('img')?.getAttribute('src')).toBe('blob:scooty');
      expect(within(card('Honda Activa 6G')).queryByText(s.waiting)).toBeNull();
    });

    it('show an edit waiting to sync with its new values over the server’s', async () => {
      await db.transaction('rw', db.outbox, (tx) => queueListingUpdate(tx, user.id, draftOf(bike.id, 'Honda Activa 6G, two helmets')));
      serve([bike], noReviews);
      await renderWithRouter(<DashboardPage user={user} />);
      const edited = await screen.findByRole('article', { name: 'Honda Activa 6G, two helmets' });
      expect(within(edited).getByText(s.waiting)).toBeTruthy();
      expect(within(edited).getByText(perDay(300))).toBeTruthy();
      expect(within(edited).getByRole('link', { name: t.viewDetails })).toBeTruthy();
    });

    it("show a refused listing with the server's message and Retry, Edit and Discard; Retry sends it again", async () => {
      const seq = await madeOffline(draftOf(NEW_ID, 'TVS Scooty Pep'));
      await refuse(seq, 'Price must be a number');
      const fetchSpy = serve([bike], noReviews);
      await renderWithRouter(<DashboardPage user={user} />, ['/item/$id', '/item/$id/edit', '/create-listing']);
      const refused = await screen.findByRole('article', { name: 'TVS Scooty Pep' });
      const priceRefused = refusal('Price must be a number');
      expect(within(refused).getByText(priceRefused).parentElement?.textContent).toBe(`${s.refused.create}: ${priceRefused}`);
      expect(within(refused).queryByText(s.waiting)).toBeNull();
      const actions = within(refused).getByRole('group', { name: t.actionsFor('TVS Scooty Pep') });
      expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual([s.retry, s.discard]);
      expect(within(actions).getByRole('link', { name: t.edit }).getAttribute('href')).toBe(`/item/${NEW_ID}/edit`);

      fireEvent.click(within(actions).getByRole('button', { name: s.retry }));
      await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', toasts.created.title, toasts.created.description));
      expect(fetchSpy.mock.calls.filter(([url, init]) => url === '/api/items' && init?.method === 'POST')).toHaveLength(1);
      await waitFor(() => expect(within(card('TVS Scooty Pep')).queryByText(s.refused.create, { exact: false })).toBeNull());
      expect(await db.outbox.count()).toBe(0);
    });

    it('Retry of a write refused again shows the new message', async () => {
      const seq = await madeOffline(draftOf(NEW_ID, 'TVS Scooty Pep'));
      await refuse(seq, 'Price must be a number');
      serve([bike], noReviews, { onSave: () => jsonResponse(422, { message: 'Category is required', code: 'invalid-input' }) });
      await renderWithRouter(<DashboardPage user={user} />, ['/item/$id', '/item/$id/edit', '/create-listing']);
      fireEvent.click(within(await screen.findByRole('article', { name: 'TVS Scooty Pep' })).getByRole('button', { name: s.retry }));
      await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', toasts.createFailed.title, toasts.createFailed.description));
      expect(await within(card('TVS Scooty Pep')).findByText(refusal('Category is required'))).toBeTruthy();
    });

    it('Discard of a listing never published asks first, then removes it from the device', async () => {
      const seq = await madeOffline(draftOf(NEW_ID, 'TVS Scooty Pep'));
      await refuse(seq, 'Price must be a number');
      serve([bike], noReviews);
      await renderWithRouter(<DashboardPage user={user} />, ['/item/$id', '/item/$id/edit', '/create-listing']);
      fireEvent.click(within(await screen.findByRole('article', { name: 'TVS Scooty Pep' })).getByRole('button', { name: s.discard }));
      const dialog = await screen.findByRole('alertdialog', { name: s.discardDialog.create.title });
      expect(within(dialog).getByText(s.discardDialog.create.text)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: s.discardDialog.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(await db.outbox.count()).toBe(1);

      fireEvent.click(within(card('TVS Scooty Pep')).getByRole('button', { name: s.discard }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: s.discardDialog.confirm }));
      // The dialog hides the page from the accessibility tree while the discard is on its way.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(screen.queryByRole('article', { name: 'TVS Scooty Pep' })).toBeNull());
      expect(await db.outbox.count()).toBe(0);
      expect(await db.items.get(NEW_ID)).toBeUndefined();
    });
  });

  it('shows saved listings offline, says how old they are, and counts stats from them', async () => {
    await storeItemList(ownerListKey(user.id), [bike, camera]);
    stubFetch(offline);
    await renderWithRouter(<DashboardPage user={user} />);
    expect(await screen.findByText(browseMessages.offline.savedAgo(browseMessages.offline.justNow))).toBeTruthy();
    const stats = screen.getByRole('region', { name: t.statsLabel });
    expect(within(stats).getByText(t.totalListings).nextSibling?.textContent).toBe('2');
    expect(within(stats).getByText(t.totalViews).nextSibling?.textContent).toBe('42');
    expect(within(card('Honda Activa 6G')).queryByText(t.bookings(0))).toBeNull();
  });

  it('has My Listings and Notifications tabs: the address picks one, the unread count rides on Notifications', async () => {
    serve([bike], noReviews, { notifications: [makeNotification()] });
    await db.notifications.clear();
    const onTabChange = vi.fn<(tab: DashboardTab) => void>();
    const { unmount } = await renderWithRouter(<DashboardPage user={user} tab="notifications" onTabChange={onTabChange} />);
    const tabs = screen.getByRole('tablist', { name: tabNames.listLabel });
    const notifications = within(tabs).getByRole('tab', { name: (name) => name.startsWith(tabNames.notifications) });
    expect(notifications.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(notifications.textContent).toContain(notificationMessages.unreadLabel(1)));
    expect(await screen.findByRole('article', { name: 'New message from Rahul Verma' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.statsLabel })).toBeNull();
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: tabNames.myListings }));
    expect(onTabChange).toHaveBeenCalledWith('listings');
    unmount();
  });

  it('has a Go Premium tab (?tab=premium) with the plans and the payments history', async () => {
    serve([bike], noReviews);
    const onTabChange = vi.fn<(tab: DashboardTab) => void>();
    const { unmount } = await renderWithRouter(<DashboardPage user={user} tab="premium" onTabChange={onTabChange} />);
    const tabs = screen.getByRole('tablist', { name: tabNames.listLabel });
    expect(within(tabs).getByRole('tab', { name: premiumMessages.tab }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: planText('Premium Yearly') })).toBeTruthy();
    expect(await screen.findByText(premiumMessages.history.empty)).toBeTruthy();
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: tabNames.myListings }));
    expect(onTabChange).toHaveBeenCalledWith('listings');
    unmount();
  });
});
