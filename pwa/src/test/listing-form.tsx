/** Filling the listing form in tests, as an owner would: the page, then a valid listing of a camera in Pune. */
import { fireEvent, screen } from '@testing-library/react';
import { listingMessages } from '@shared/messages/listings.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { CreateListingPage } from '@pwa/features/listings/create-listing-page.tsx';
import { CAMERA_CATEGORY, makeCameraListing } from './items.ts';
import { jsonResponse, stubFetch } from './stub-fetch.ts';
import { categoryName } from '@shared/messages/categories.ts';

const f = listingMessages.form;

/** A field by its label: pass the copy (`listingMessages.form.title`), so the tests run in either language. */
export const field = (label: string): HTMLElement => screen.getByLabelText(label);
export const enter = (label: string, value: string): boolean => fireEvent.change(field(label), { target: { value } });

/**
 * A save goes through the outbox (compression, uploads, the listing) before the page moves on: on a
 * loaded 2-core machine that takes longer than waitFor's 1 s default, and a test than vitest's 5 s.
 */
export const SAVE_PATIENCE = { timeout: 5000 };
export const SAVE_TEST = { timeout: 20_000 };

/** The signed-in owner of the form's listings (the owner of makeCameraListing's listing, items.ts). */
export const OWNER = makeUser();

export async function renderForm() {
  const result = await renderWithRouter(<CreateListingPage user={OWNER} />);
  // The categories come from the device's database: on a loaded machine that can take over findBy's 1 s default.
  await screen.findByRole('option', { name: categoryName(CAMERA_CATEGORY) }, { timeout: 5000 });
  return result;
}

export async function chooseCity(text: string, city: string): Promise<void> {
  fireEvent.change(screen.getByRole('combobox', { name: f.city }), { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: city }));
}

export async function fillValidForm(): Promise<void> {
  enter(f.title, '  Canon EOS 200D  ');
  fireEvent.change(field(f.category), { target: { value: CAMERA_CATEGORY.id } });
  enter(f.description, 'Lightly used, with charger.');
  enter(f.price, '800');
  await chooseCity('pune', 'Pune, Maharashtra');
}

/**
 * The server refusing the first listing posted (a title it will not take, a rule only it checks) and
 * taking the next; `posted` reads the listings posted so far, in order.
 */
export function stubRefusingFirstListing() {
  let posts = 0;
  const fetchSpy = stubFetch((url, init) => {
    if (url !== '/api/items' || init.method !== 'POST') return jsonResponse(200, [CAMERA_CATEGORY]);
    posts += 1;
    const body = JSON.parse(String(init.body)) as { id: string; title: string };
    return posts === 1
      ? jsonResponse(400, { message: 'Please check the highlighted fields.', code: 'invalid-input', fields: { title: 'Title is taken' } })
      : jsonResponse(201, makeCameraListing({ id: body.id, title: body.title }));
  });
  const posted = () =>
    fetchSpy.mock.calls.filter(([url, init]) => url === '/api/items' && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as { id: string; title: string });
  return { fetchSpy, posted };
}
