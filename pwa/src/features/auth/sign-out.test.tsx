import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { storeItems } from '@pwa/lib/item-cache.ts';
import { ACCOUNT, deleteOf, newItemId, queue, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';
import { makeItem } from '@pwa/test/items.ts';
import { signOutMessages } from '@shared/messages/sign-out.ts';
import { SignOutCheckHost } from './sign-out-check-host.tsx';
import { requestSignOut } from './sign-out.ts';

const OTHER_ACCOUNT = '01936f5e-7c2a-7b3e-9d41-00000000f00d';

describe('signing out', () => {
  const assign = vi.fn<Location['assign']>();
  beforeEach(async () => {
    await resetOutboxTables(ACCOUNT);
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears the cached data at once when nothing waits to sync', async () => {
    await storeItems([makeItem()]);
    await requestSignOut();
    expect(assign).toHaveBeenCalledWith('/api/logout');
    expect(await db.items.count()).toBe(0);
    expect(await db.session.count()).toBe(0);
  });

  it("says how many of the account's writes wait, and keeps them through sign-out", async () => {
    await queue(deleteOf(newItemId()), deleteOf(newItemId()), deleteOf(newItemId(), OTHER_ACCOUNT));
    await storeItems([makeItem()]);
    render(<SignOutCheckHost />);
    await requestSignOut();
    expect(assign).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: signOutMessages.title });
    expect(dialog.textContent).toContain(signOutMessages.text(2));

    fireEvent.click(screen.getByRole('button', { name: signOutMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
    expect(await db.items.count()).toBe(1);

    await requestSignOut();
    fireEvent.click(await screen.findByRole('button', { name: signOutMessages.confirm }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(await db.items.count()).toBe(0);
    expect(await db.outbox.count()).toBe(3);
  });
});
