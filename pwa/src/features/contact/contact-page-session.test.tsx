/**
 * The contact form while the device does not know yet who is signed in (the kept session still being
 * read, or the server not yet answered). useAuth is held in that state here: when it ends is a race
 * between the device's database and the network, which a test cannot stage by timing alone.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { contactMessages } from '@shared/messages/contact.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { db } from '@pwa/db/app-db.ts';
import type { AuthState } from '@pwa/features/auth/index.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ContactPage } from './contact-page.tsx';

const session = vi.hoisted(() => {
  let state: AuthState = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  return {
    read: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    become(next: AuthState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('@pwa/features/auth/index.ts', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react');
  return {
    ...(await importOriginal<typeof import('@pwa/features/auth/index.ts')>()),
    useAuth: () => useSyncExternalStore(session.subscribe, session.read),
  };
});

const p = contactMessages.page;
const paths = ['/item/$id', '/messages', '/messages/$conversationId', '/search'];

describe('the contact page before the session is known', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    sessionStorage.clear();
  });

  it('offers the form only once it knows who is signed in, so nothing is typed and kept as a visitor’s by someone signed in', async () => {
    const item = makeItem({ title: 'Canon EOS 200D' });
    stubFetch((url) => (url === `/api/items/${item.id}` ? jsonResponse(200, item) : new Response(null, { status: 204 })));
    await renderWithRouter(<ContactPage itemId={item.id} />, paths);
    // The listing is there; the form waits.
    expect(await screen.findByText('Canon EOS 200D')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(conversationMessages.contact.loading);
    expect(screen.queryByLabelText(p.message, { exact: false })).toBeNull();

    const user = makeUser({ id: '01936f5e-7c2a-7b3e-9d41-00000000beef', fullName: 'Priya Sharma', email: 'priya@example.in' });
    act(() => session.become({ status: 'signed-in', user }));
    const email = (await screen.findByLabelText(p.email, { exact: false })) as HTMLInputElement;
    expect(email.value).toBe('priya@example.in');
  });
});
