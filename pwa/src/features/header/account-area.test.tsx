import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeNotification } from '@pwa/test/notifications.ts';
import { eachTestSignedIn } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { AccountArea } from './account-area.tsx';
import { MobileMenuAccount } from './mobile-menu-account.tsx';
import { messages } from '@shared/messages.ts';
import { accountMenuLabel } from './account-avatar.tsx';

const user = makeUser();
const first = makeNotification();
const second = makeNotification({ id: '0193b000-0000-7000-8000-000000000002' });

describe('the unread notifications in the header', () => {
  eachTestSignedIn(user, () => db.notifications.clear());

  it('the avatar says how many, and follows the device without a reload', async () => {
    await renderWithRouter(<AccountArea compact />);
    expect(await screen.findByRole('button', { name: accountMenuLabel(0) })).toBeTruthy();
    await db.notifications.bulkPut([first, second]);
    expect(await screen.findByRole('button', { name: accountMenuLabel(2) })).toBeTruthy();
    await db.notifications.update(first.id, { isRead: true });
    expect(await screen.findByRole('button', { name: accountMenuLabel(1) })).toBeTruthy();
  });

  it('the phone menu has Notifications with the count, opening the dashboard tab', async () => {
    await db.notifications.bulkPut([first, second]);
    const onDone = vi.fn<() => void>();
    const { router } = await renderWithRouter(<MobileMenuAccount user={user} onDone={onDone} />);
    const link = await screen.findByRole('link', { name: (name) => name.startsWith(messages.header.notifications) });
    await waitFor(() => expect(link.textContent).toContain(messages.header.notificationsUnread(2)));
    expect(link.getAttribute('href')).toBe('/dashboard?tab=notifications');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'notifications' }));
    expect(onDone).toHaveBeenCalled();
  });
});
