import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { eachTestSignedIn } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { AvatarMenu } from '@pwa/features/header/avatar-menu.tsx';
import { MobileMenuAccount } from '@pwa/features/header/mobile-menu-account.tsx';

const admin = makeUser({ role: 'admin' });
const user = makeUser();
const ADMIN = documentMessages.admin.menuLink;

describe("the administrator's way into /admin", () => {
  eachTestSignedIn(admin);

  it('the avatar menu has Admin for an administrator, opening /admin', async () => {
    const { router } = await renderWithRouter(<AvatarMenu user={admin} unread={0} defaultOpen />, ['/admin', '/dashboard']);
    const entry = await screen.findByRole('menuitem', { name: ADMIN });
    expect(entry.getAttribute('href')).toBe('/admin');
    fireEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('the avatar menu has no Admin for anyone else', async () => {
    await renderWithRouter(<AvatarMenu user={user} unread={0} defaultOpen />, ['/admin', '/dashboard']);
    await screen.findByRole('menuitem', { name: messages.header.signOut });
    expect(screen.queryByRole('menuitem', { name: ADMIN })).toBeNull();
  });

  it('the phone menu has Admin only for an administrator, and closes on it', async () => {
    const onDone = vi.fn<() => void>();
    const { router, unmount } = await renderWithRouter(<MobileMenuAccount user={admin} onDone={onDone} />, ['/admin', '/dashboard']);
    fireEvent.click(await screen.findByRole('link', { name: ADMIN }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(onDone).toHaveBeenCalled();
    unmount();

    await renderWithRouter(<MobileMenuAccount user={user} onDone={onDone} />, ['/admin', '/dashboard']);
    await screen.findByRole('link', { name: messages.header.profile });
    expect(screen.queryByRole('link', { name: ADMIN })).toBeNull();
  });
});
