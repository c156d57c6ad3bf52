import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { closeAuthDialog, getAuthDialogState } from '@pwa/features/auth/auth-dialog-store.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { FreeListingButton } from './free-listing-button.tsx';
import { messages } from '@shared/messages.ts';

/** The server's answer to "who is signed in", held back until the test gives it. */
function heldSessionCheck() {
  let answer: (response: Response) => void = () => undefined;
  const held = new Promise<Response>((resolve) => (answer = resolve));
  stubFetch(() => held);
  return answer;
}

// The first check's answer is kept for the page's life (session-check.ts), so this file can hold back only one.
describe('Free Listing tapped while the first visit is still asking who is signed in', () => {
  beforeEach(async () => {
    await db.session.clear();
    closeAuthDialog();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('waits for the answer, then a visitor gets the sign-up dialog rather than the guarded page', async () => {
    const answer = heldSessionCheck();
    const { router } = await renderWithRouter(<FreeListingButton />);
    fireEvent.click(await screen.findByRole('button', { name: (name) => name.includes(messages.header.freeListing) }));
    expect(getAuthDialogState()).toBe('closed');

    answer(jsonResponse(401, { message: 'Not signed in' }));
    await waitFor(() => expect(getAuthDialogState()).toBe('signup'));
    expect(router.state.location.pathname).toBe('/');
  });

});
