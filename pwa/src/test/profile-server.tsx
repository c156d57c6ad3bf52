/**
 * Test helpers for the profile feature: a fake server for the picture and profile calls (at fetch,
 * the PWA's network boundary), picked files, and the real toast region so tests read toasts as a
 * user sees them.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';

export const UPLOAD_URL = '/api/uploads/0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b?token=single-use-secret';
export const OBJECT_PATH = '/media/a/0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b.webp';

export interface FakeServerScript {
  uploadUrl?: () => Response | Promise<Response>;
  upload?: () => Response | Promise<Response>;
  picture?: () => Response | Promise<Response>;
  profile?: (body: unknown) => Response | Promise<Response>;
}

/**
 * Answers like the server: the session user (who changes once a picture or profile is saved), the
 * dashboard's lists, and the profile calls, each replaceable by a script to make one step fail.
 */
export function fakeServer(user: User, script: FakeServerScript = {}) {
  let current = user;
  const spy = stubFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/auth/user') return jsonResponse(200, current);
    if (url === '/api/profile/upload-url' && method === 'POST') return script.uploadUrl?.() ?? jsonResponse(200, { uploadURL: UPLOAD_URL });
    if (url === UPLOAD_URL && method === 'PUT') return script.upload?.() ?? jsonResponse(200, { objectPath: OBJECT_PATH });
    if (url === '/api/profile/picture' && method === 'PUT') {
      const answer = await (script.picture?.() ?? jsonResponse(200, { objectPath: OBJECT_PATH }));
      if (answer.ok) current = { ...current, profileImageUrl: OBJECT_PATH };
      return answer;
    }
    if (url === `/api/users/${user.id}` && method === 'PUT') {
      const body: unknown = JSON.parse(String(init.body));
      const answer = script.profile?.(body);
      if (answer) return answer;
      current = { ...current, ...(body as Partial<User>) };
      return jsonResponse(200, current);
    }
    if (url === '/api/sessions') return jsonResponse(200, []);
    if (url === `/api/users/${user.id}/items`) return jsonResponse(200, []);
    if (url === `/api/users/${user.id}/stats`) return jsonResponse(200, { totalListings: 0, totalViews: 0, averageRating: null, reviewCount: 0 });
    if (url === `/api/users/${user.id}/booking-counts`) return jsonResponse(200, {});
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  /** The calls made for the picture or the profile, in order (not the dashboard's reads). */
  const profileCalls = () =>
    spy.mock.calls
      .map(([input, init]) => ({ url: String(input), init: init ?? {} }))
      .filter(({ url }) => url.startsWith('/api/profile') || url.startsWith('/api/uploads/') || (url.startsWith('/api/users/') && !/\/(items|stats|booking-counts)$/.test(url)));
  return { spy, profileCalls };
}

/** A file as a phone's picker hands it over. */
export const pictureFile = (name = 'selfie.png', type = 'image/png', size = 2048): File => new File([new Uint8Array(size)], name, { type });

/** Picks files in the dialog's "Choose Image" input ("Choose Another Image" once one is chosen). */
export function choose(file: File): void {
  const { choose: first, chooseAnother } = profilePageMessages.picture;
  const input = screen.queryByLabelText(first) ?? screen.getByLabelText(chooseAnother);
  fireEvent.change(input, { target: { files: [file] } });
}

/** Waits for a toast with this title (and description) in the real toast region. */
export async function expectToast(title: string, description?: string): Promise<void> {
  const toast = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')).find(
      (element) => element.querySelector('[data-title]')?.textContent === title,
    );
    expect(found, `a toast titled "${title}"`).toBeTruthy();
    return found;
  });
  if (description !== undefined) expect(toast?.querySelector('[data-description]')?.textContent).toBe(description);
}

/** Titles of the toasts showing (not those on their way out). */
export const toastTitles = (): string[] =>
  Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]) [data-title]')).map((element) => element.textContent ?? '');

/** sonner keeps its toasts in module state and replays them into the next test's toast region. */
export async function dismissToasts(): Promise<void> {
  const { toast } = await import('sonner');
  toast.dismiss();
}
