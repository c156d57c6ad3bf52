/**
 * The avatar menu's code loads as a signed-in page starts. When that load fails (a patchy link), the
 * avatar stays, and a tap on it asks for the code again and opens the menu.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { eachTestSignedIn } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { AccountArea } from './account-area.tsx';
import { accountMenuLabel } from './account-avatar.tsx';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./avatar-menu.tsx', async (importOriginal) => {
  loads.count += 1;
  if (loads.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const user = makeUser();

eachTestSignedIn(user);

it('keeps the avatar when the menu could not load, and opens the menu at the next tap', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await renderWithRouter(<AccountArea compact />);
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('loading a part of the page'), expect.anything()));
  fireEvent.click(await screen.findByRole('button', { name: accountMenuLabel(0) }));
  expect(await screen.findByRole('menu')).toBeTruthy();
  expect(loads.count).toBe(2);
});
