/** Filling the listing form in tests, as an owner would: the page, then a valid listing of a camera in Pune. */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { CreateListingPage } from '@pwa/features/listings/create-listing-page.tsx';
import { CAMERA_CATEGORY } from './items.ts';

export const field = (label: string): HTMLElement => screen.getByLabelText(label);
export const enter = (label: string, value: string): boolean => fireEvent.change(field(label), { target: { value } });

/** The signed-in owner of the form's listings (the owner of makeCameraListing's listing, items.ts). */
export const OWNER = makeUser();

export async function renderForm() {
  const result = await renderWithRouter(<CreateListingPage user={OWNER} />);
  await screen.findByRole('option', { name: 'Cameras' });
  return result;
}

export async function chooseCity(text: string, city: string): Promise<void> {
  fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: city }));
}

export async function fillValidForm(): Promise<void> {
  enter('Title', '  Canon EOS 200D  ');
  fireEvent.change(field('Category'), { target: { value: CAMERA_CATEGORY.id } });
  enter('Description', 'Lightly used, with charger.');
  enter('Price', '800');
  await chooseCity('pune', 'Pune, Maharashtra');
}
