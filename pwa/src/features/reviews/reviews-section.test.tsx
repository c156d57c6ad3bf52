import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebsiteReview } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { openAuthDialog, useAuth, type AuthState } from '@pwa/features/auth/index.ts';
import { ReviewsSection } from './reviews-section.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));
vi.mock('@pwa/features/auth/index.ts', () => ({ useAuth: vi.fn<typeof useAuth>(), openAuthDialog: vi.fn<typeof openAuthDialog>() }));

const t = listingMessages.reviews;

const signedIn: AuthState = { status: 'signed-in', user: makeUser() };
const signedOut: AuthState = { status: 'signed-out', user: null };

const review = (id: string, createdAt: string, overrides: Partial<WebsiteReview> = {}): WebsiteReview => ({
  id,
  rating: 5,
  reviewText: 'Rented a DSLR for my sister’s wedding. Smooth and honest owner.',
  userName: 'Arjun Nair',
  userAvatar: null,
  createdAt,
  ...overrides,
});

const submitButton = () => screen.getByRole('button', { name: t.submit });
const typeReview = (text: string) => fireEvent.change(screen.getByLabelText(t.reviewLabel), { target: { value: text } });

describe('ReviewsSection', () => {
  beforeEach(async () => {
    await db.reviews.clear();
    vi.mocked(useAuth).mockReturnValue(signedIn);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
    vi.mocked(openAuthDialog).mockClear();
  });

  it('lists reviews newest first with name, stars and an Indian date, asking for 20', async () => {
    const fetchSpy = stubFetch(() =>
      jsonResponse(200, [review('b', '2026-11-20T09:00:00.000Z', { userName: 'Meera Iyer', rating: 4 }), review('a', '2026-10-02T09:00:00.000Z')]),
    );
    render(<ReviewsSection />);
    const list = await screen.findByRole('list', { name: t.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Meera Iyer', 'Arjun Nair']);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: t.ratedLabel(4) })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(formatIndiaDate('2026-11-20T09:00:00.000Z'))).toBeTruthy();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/website-reviews?limit=20');
  });

  it('shows the empty text when there are no reviews', async () => {
    stubFetch(() => jsonResponse(200, []));
    render(<ReviewsSection />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('reads as disabled until there is a rating and 10 characters, and says why when pressed', async () => {
    stubFetch(() => jsonResponse(200, []));
    render(<ReviewsSection />);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submitButton());
    expect(showToast).toHaveBeenLastCalledWith('error', t.ratingRequired.title, t.ratingRequired.description);
    fireEvent.click(screen.getByRole('radio', { name: t.starLabel(4) }));
    typeReview('   too short  ');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submitButton());
    expect(showToast).toHaveBeenLastCalledWith('error', t.tooShort.title, t.tooShort.description);
    typeReview('Great experience!');
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText(t.counter(17, 500))).toBeTruthy();
  });

  it('caps the text at 500 characters', async () => {
    stubFetch(() => jsonResponse(200, []));
    render(<ReviewsSection />);
    typeReview('x'.repeat(520));
    expect(screen.getByLabelText(t.reviewLabel)).toHaveProperty('value', 'x'.repeat(500));
    expect(screen.getByText(t.counter(500, 500))).toBeTruthy();
  });

  it('asks a signed-out visitor to log in and opens the dialog', async () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const fetchSpy = stubFetch(() => jsonResponse(200, []));
    render(<ReviewsSection />);
    fireEvent.click(screen.getByRole('radio', { name: t.starLabel(5) }));
    typeReview('Lovely app for renting cycles.');
    fireEvent.click(submitButton());
    expect(showToast).toHaveBeenLastCalledWith('error', t.loginRequired.title, t.loginRequired.description);
    expect(openAuthDialog).toHaveBeenCalledWith('login');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks to log in when the server says the session has ended', async () => {
    stubFetch((_, init) => (init.method === 'POST' ? jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }) : jsonResponse(200, [])));
    render(<ReviewsSection />);
    fireEvent.click(screen.getByRole('radio', { name: t.starLabel(2) }));
    typeReview('Could use more listings in Nagpur.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', t.loginRequired.title, t.loginRequired.description));
    expect(openAuthDialog).toHaveBeenCalledWith('login');
  });

  it('submits the trimmed text, shows the new review and clears the form', async () => {
    const posted = review('c', '2026-11-22T10:00:00.000Z', { userName: 'Priya Sharma', reviewText: 'Found a tempo for shifting in an hour.', rating: 4 });
    let saved: WebsiteReview[] = [];
    const fetchSpy = stubFetch((_, init) => {
      if (init.method !== 'POST') return jsonResponse(200, saved);
      saved = [posted];
      return jsonResponse(201, posted);
    });
    render(<ReviewsSection />);
    await screen.findByText(t.empty);
    fireEvent.click(screen.getByRole('radio', { name: t.starLabel(4) }));
    typeReview('  Found a tempo for shifting in an hour.  ');
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', t.submitted.title, t.submitted.description));
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, reviewText: 'Found a tempo for shifting in an hour.' });
    expect(await screen.findByText('Found a tempo for shifting in an hour.')).toBeTruthy();
    expect(screen.getByLabelText(t.reviewLabel)).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: t.starLabel(4) })).toHaveProperty('checked', false);
  });

  it('says the submission failed when the server refuses it', async () => {
    stubFetch((_, init) => (init.method === 'POST' ? jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal-error' }) : jsonResponse(200, [])));
    render(<ReviewsSection />);
    fireEvent.click(screen.getByRole('radio', { name: t.starLabel(3) }));
    typeReview('Decent selection of bikes.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', t.failed.title, t.failed.description));
    expect(screen.getByLabelText(t.reviewLabel)).toHaveProperty('value', 'Decent selection of bikes.');
  });
});
