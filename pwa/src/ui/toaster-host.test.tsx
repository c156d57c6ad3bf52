/**
 * A toast shown while a modal dialog is open is still heard: the dialog hides the app from screen
 * readers (aria-hidden on everything but itself and aria-live elements), so the toast region lives
 * in index.html's #toasts, outside the app.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import { showToast } from './toast.ts';
import { TOASTS_ELEMENT_ID, ToasterHost } from './toaster-host.tsx';
import { authMessages } from '@shared/messages/auth.ts';

let toasts: HTMLElement;

beforeEach(() => {
  // As index.html has it.
  toasts = document.createElement('div');
  toasts.id = TOASTS_ELEMENT_ID;
  toasts.setAttribute('aria-live', 'off');
  document.body.append(toasts);
});
afterEach(() => toasts.remove());

it('puts the toast region outside the app, where an open dialog does not hide it', async () => {
  render(
    <>
      <main>
        <h1>Listing</h1>
      </main>
      <ToasterHost theme="light" />
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Welcome</Dialog.Title>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>,
  );
  const main = document.querySelector('main');
  await waitFor(() => expect(main?.closest('[aria-hidden="true"]')).toBeTruthy());

  showToast('error', authMessages.toasts.loginFailed.title);
  const toast = await waitFor(() => {
    const found = document.querySelector('[data-sonner-toast]');
    expect(found?.textContent).toContain(authMessages.toasts.loginFailed.title);
    return found as HTMLElement;
  });
  expect(toasts.contains(toast)).toBe(true);
  expect(toast.closest('[aria-hidden="true"]')).toBeNull();
  const region = toast.closest('[aria-live="polite"]');
  expect(region?.getAttribute('aria-label')).toContain(messages.toasts.regionLabel);
});
